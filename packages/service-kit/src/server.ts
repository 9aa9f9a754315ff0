import type { FastifyInstance } from 'fastify';
import { stopOnSignals } from './shutdown';

/**
 * What a person can do about a port the process could not listen on: which port, and the setting that moves it.
 * Undefined for any other failure (that one is reported as it is).
 */
export function listenProblem(error: unknown, port: number, setting = 'PORT') {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use (is another copy already running?). Stop it, or set ${setting} to a free port.`;
  if (code === 'EACCES')
    return `This user may not listen on port ${port}. Set ${setting} to a port above 1023.`;
  return undefined;
}

/** Where a process listens and how long its stop may take (`shutdownSettings`; the delay is the app's own). */
export interface ServerSettings {
  PORT: number;
  HOST: string;
  SHUTDOWN_GRACE_MS: number;
}

/**
 * Listens, and on SIGINT/SIGTERM closes the app, which drains first (registerHealth: readiness off, SHUTDOWN_DELAY_MS
 * of serving, in-flight requests finished); a stop that hangs is cut after SHUTDOWN_GRACE_MS. A port it cannot have
 * is said plainly and the process exits 1 once the app has closed.
 */
export async function runServer(app: FastifyInstance, settings: ServerSettings) {
  const { PORT: port, HOST: host } = settings;
  const stop = stopOnSignals({
    steps: [() => app.close()],
    graceMs: settings.SHUTDOWN_GRACE_MS,
    log: app.log,
  });
  try {
    await app.listen({ port, host });
  } catch (error) {
    const problem = listenProblem(error, port);
    if (!problem) throw error;
    app.log.fatal(problem);
    await stop('listen-failed', 1);
  }
}
