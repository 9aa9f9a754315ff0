import { describe, expect, it } from 'vitest';
import { type AuditRow, type FaultWindow, failures, type Outcome, summarise } from './report';

const window: FaultWindow = {
  fault: 'NATS',
  start: 1_000,
  cleared: 4_000,
  grace: 2_000,
  eventsCaughtUpMs: 700,
};
const outcome = (sent: number, done: number, ok: boolean, kind = 'browse'): Outcome => ({
  kind,
  sent,
  done,
  ok,
  status: ok ? 200 : 503,
});
const clean: AuditRow[] = [{ item: 'inquiries', expected: 5, lost: 0, doubled: 0 }];

describe('the chaos report', () => {
  it('counts a request in a window when it was in flight at any moment of it, grace included', () => {
    const summary = summarise(
      [
        outcome(0, 900, false), // answered before the fault: outside
        outcome(500, 1_200, false), // in flight when it began
        outcome(5_900, 6_500, true), // sent inside the grace
        outcome(6_100, 6_200, false), // after the grace: outside
      ],
      [window],
    );
    expect(summary.faults[0]).toMatchObject({ requests: 2, errors: 1 });
    expect(summary.errorsOutside).toBe(2);
    expect(summary.outsideKinds).toEqual({ 'browse 503': 2 });
    expect(summary.requests).toBe(4);
  });

  it('measures recovery from the fault undone to the last failure of its window, 0 when none came after', () => {
    const late = summarise([outcome(3_000, 3_500, false), outcome(4_100, 5_250, false, 'inquiry')], [window]);
    expect(late.faults[0]).toMatchObject({
      errors: 2,
      recoveryMs: 1_250,
      errorKinds: { 'browse 503': 1, 'inquiry 503': 1 },
    });
    const early = summarise([outcome(2_000, 2_500, false), outcome(4_100, 4_200, true)], [window]);
    expect(early.faults[0]?.recoveryMs).toBe(0);
  });

  it('fails the run on anything lost or doubled or an error outside the windows, and only then', () => {
    const calm = summarise([outcome(0, 10, true)], [window]);
    expect(failures(calm, clean)).toEqual([]);
    expect(failures(calm, [{ item: 'emails', expected: 3, lost: 1, doubled: 2 }])).toEqual([
      '1 emails lost',
      '2 emails doubled',
    ]);
    const stray = summarise([outcome(8_000, 8_100, false, 'bell')], [window]);
    expect(failures(stray, clean)).toEqual(['1 errors outside the fault windows ({"bell 503":1})']);
  });
});
