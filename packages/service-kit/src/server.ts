import { setTimeout } from 'node:timers/promises';
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

/** Where a process listens and how it stops (`shutdownSettings`). */
export interface ServerSettings {
  PORT: number;
  HOST: string;
  SHUTDOWN_DELAY_MS: number;
  SHUTDOWN_GRACE_MS: number;
}

/**
 * Stops `app` so that no request fails (a rolling update): readiness answers 503 at once and every answer closes
 * its connection (registerHealth), while the app goes on serving for `delayMs`, the time a balancer (Kubernetes'
 * endpoints) takes to stop sending it work; then the server stops accepting, in-flight requests finish, idle
 * connections close (Node's close does that, and Fastify 5 defaults `forceCloseConnections` to 'idle'), the
 * preClose hooks end long-lived streams and the onClose hooks stop consumers and jobs and end the pool.
 * No delay for an app that never listened.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number) {
  app.stopping = true;
  if (app.server.listening) {
    app.log.info({ delayMs }, 'readiness off; serving until the balancer has let go');
    await setTimeout(delayMs);
  }
  await app.close();
}

/**
 * Listens, and on SIGINT/SIGTERM drains and closes (drainAndClose); a stop that hangs is cut after the grace. A
 * port it cannot have is said plainly and the process exits 1 once the app has closed.
 */
export async function runServer(app: FastifyInstance, settings: ServerSettings) {
  const { PORT: port, HOST: host } = settings;
  const stop = stopOnSignals({
    steps: [() => drainAndClose(app, settings.SHUTDOWN_DELAY_MS)],
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
