import cluster, { type Worker } from 'node:cluster';
import { stopOnSignals } from '@inkbook/service-kit';
import type { Logger } from 'pino';
import type { SessionPeers } from './session';

/**
 * Node runs JavaScript on one core, and every request crosses the gateway: where the gateway has cores of its own,
 * GATEWAY_WORKERS > 1 runs that many worker processes behind Node's cluster module. Workers share the listening
 * port; the primary only supervises them and relays logouts between them.
 */

const FORGET_SESSION = 'inkbook:forget-session';
/** The primary outlasts its workers' own grace by this much, so it still sees a worker its grace cut. */
const PRIMARY_EXTRA_GRACE_MS = 1_000;

interface ForgetMessage {
  type: typeof FORGET_SESSION;
  token: string;
}

const isForget = (message: unknown): message is ForgetMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === FORGET_SESSION &&
  typeof (message as { token?: unknown }).token === 'string';

/** A worker's link to its siblings: a logout through one worker clears the session from every worker's cache. */
export const workerPeers: SessionPeers = {
  publish: (token) => process.send?.({ type: FORGET_SESSION, token } satisfies ForgetMessage),
  subscribe: (onToken) =>
    process.on('message', (message) => {
      if (isForget(message)) onToken(message.token);
    }),
};

/**
 * The primary: starts `count` workers, replaces one that dies after it was serving, and passes logouts on.
 * A worker that dies before it ever listened (bad config, port taken) stops the whole gateway with exit code 1,
 * so a broken deploy fails at once instead of restarting forever. SIGTERM or SIGINT stop every worker gracefully
 * (each drains and closes through its own runServer, within `graceMs`), and the primary exits after the last.
 */
export function superviseWorkers(count: number, graceMs: number, log: Logger) {
  const serving = new Set<number>();
  let stopping = false;

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stopWorkers = async () => {
    stopping = true;
    // A worker that already died (the one that failed to start) has no exit left to wait for.
    const running = workers().filter((worker) => !worker.isDead());
    const exited = running.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of running) worker.process.kill('SIGTERM');
    await Promise.all(exited);
  };
  const stop = stopOnSignals({ steps: [stopWorkers], graceMs: graceMs + PRIMARY_EXTRA_GRACE_MS, log });

  cluster.on('listening', (worker) => serving.add(worker.id));
  cluster.on('message', (from, message) => {
    if (!isForget(message)) return;
    for (const worker of workers()) if (worker !== from) worker.send(message);
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasServing = serving.delete(worker.id);
    if (stopping) return; // stopWorkers is waiting for it
    if (!wasServing) {
      log.fatal({ code, signal }, 'a gateway worker failed to start; stopping');
      void stop('worker-failed', 1);
      return;
    }
    log.error({ code, signal }, 'a gateway worker died; starting another');
    cluster.fork();
  });

  for (let i = 0; i < count; i++) cluster.fork();
  log.info({ workers: count }, 'gateway workers starting');
}
