/** One request of the load: when it was sent and answered (ms since the run began), and whether it went right. */
export interface Outcome {
  kind: string;
  sent: number;
  done: number;
  ok: boolean;
  /** The answer's status; 0 when none came (refused, reset, timed out). */
  status: number;
}

/**
 * One fault's window: from when it was done (`start`) to when it was undone (`cleared`: the server or process back
 * up), and then `grace` ms in which errors still count as the fault's (clients reconnecting, pools refilling).
 */
export interface FaultWindow {
  fault: string;
  start: number;
  cleared: number;
  grace: number;
  /** Ms from `cleared` until every service's outbox was published and every consumer had caught up. */
  eventsCaughtUpMs: number;
}

export interface FaultRow {
  fault: string;
  /** Requests that were in flight at some moment of the window. */
  requests: number;
  errors: number;
  /** Ms from `cleared` until the last failed request of the window was answered (0 when none failed after it). */
  recoveryMs: number;
  eventsCaughtUpMs: number;
  /** The failed requests by kind and status (`inquiry 503`), to tell what a fault broke. */
  errorKinds: Record<string, number>;
}

export interface LoadSummary {
  requests: number;
  faults: FaultRow[];
  /** Requests that failed outside every window: each one is a failure of the run. */
  errorsOutside: number;
  outsideKinds: Record<string, number>;
}

const byKind = (failed: readonly Outcome[]) => {
  const kinds: Record<string, number> = {};
  for (const o of failed) kinds[`${o.kind} ${o.status}`] = (kinds[`${o.kind} ${o.status}`] ?? 0) + 1;
  return kinds;
};

const windowEnd = (w: FaultWindow) => w.cleared + w.grace;
/** A request belongs to a window when it was in flight at any moment of it. */
const within = (o: Outcome, w: FaultWindow) => o.sent <= windowEnd(w) && o.done >= w.start;

export function summarise(outcomes: readonly Outcome[], windows: readonly FaultWindow[]): LoadSummary {
  const faults = windows.map((w) => {
    const inside = outcomes.filter((o) => within(o, w));
    const failed = inside.filter((o) => !o.ok);
    const lastFailure = Math.max(w.cleared, ...failed.map((o) => o.done));
    return {
      fault: w.fault,
      requests: inside.length,
      errors: failed.length,
      recoveryMs: lastFailure - w.cleared,
      eventsCaughtUpMs: w.eventsCaughtUpMs,
      errorKinds: byKind(failed),
    };
  });
  const outside = outcomes.filter((o) => !o.ok && !windows.some((w) => within(o, w)));
  return { requests: outcomes.length, faults, errorsOutside: outside.length, outsideKinds: byKind(outside) };
}

/** What the audit counted for one kind of item: how many there should be, how many are missing, how many twice. */
export interface AuditRow {
  item: string;
  expected: number;
  lost: number;
  doubled: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * The report as Markdown: the faults' table, the audit's table and the totals; docs/reliability.md holds it.
 * `caughtUpWaitMs`: how long each fault's events were waited for (NaN: never all settled, the load making more).
 */
export function formatReport(
  summary: LoadSummary,
  audit: readonly AuditRow[],
  seconds_: number,
  caughtUpWaitMs: number,
): string {
  const caughtUp = (ms: number) =>
    Number.isNaN(ms) ? `not idle in ${seconds(caughtUpWaitMs).replace(/\.0$/, '')} s` : seconds(ms);
  const faults = summary.faults.map(
    (f) =>
      `| ${f.fault} | ${f.requests} | ${f.errors} | ${seconds(f.recoveryMs)} | ${caughtUp(f.eventsCaughtUpMs)} |`,
  );
  const items = audit.map((a) => `| ${a.item} | ${a.expected} | ${a.lost} | ${a.doubled} |`);
  return [
    `${summary.requests} requests in ${seconds_} s; ${summary.errorsOutside} errors outside the fault windows.`,
    '',
    '| fault | requests in the window | errors | recovery (s) | events caught up (s) |',
    '|---|---|---|---|---|',
    ...faults,
    '',
    '| audit | items | lost | doubled |',
    '|---|---|---|---|',
    ...items,
  ].join('\n');
}

/** Why the run failed, one reason a line; empty when it passed. */
export function failures(summary: LoadSummary, audit: readonly AuditRow[]): string[] {
  const reasons = audit.flatMap((a) => [
    ...(a.lost > 0 ? [`${a.lost} ${a.item} lost`] : []),
    ...(a.doubled > 0 ? [`${a.doubled} ${a.item} doubled`] : []),
  ]);
  if (summary.errorsOutside > 0)
    reasons.push(
      `${summary.errorsOutside} errors outside the fault windows (${JSON.stringify(summary.outsideKinds)})`,
    );
  return reasons;
}
