import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** The nats-server binary tests and the bench start (never the machine's shared server on 4222). */
export const natsServerBinary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export interface TestNatsServer {
  readonly port: number;
  readonly url: string;
  readonly storeDir: string;
  readonly running: boolean;
  /** Starts (or restarts) the server on the same port and JetStream store; resolves once it is ready. */
  start(): Promise<void>;
  /** Stops the server (SIGTERM) and waits for it to exit; the store stays for a restart. */
  stop(): Promise<void>;
  /** Stops the server and removes its store. */
  dispose(): Promise<void>;
}

/**
 * A private nats-server with JetStream for one test file or bench run: its own free port and a temporary store
 * directory, so its streams and durable consumers are nobody else's. `start: false` only reserves them (a test that
 * begins with NATS down).
 */
export async function createTestNatsServer(options: { start?: boolean } = {}): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'inkbook-nats-'));
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const server: TestNatsServer = {
    port,
    url: `nats://127.0.0.1:${port}`,
    storeDir,
    get running() {
      return child !== undefined;
    },

    async start() {
      if (child) return;
      const proc = spawn(natsServerBinary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = proc;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          proc.kill('SIGKILL');
          reject(new Error(`nats-server did not become ready on port ${port}:\n${output}`));
        }, 10_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Server is ready')) {
            clearTimeout(timer);
            proc.stderr?.off('data', onData);
            resolve();
          }
        };
        proc.stderr?.on('data', onData);
        proc.once('exit', (code) => {
          clearTimeout(timer);
          if (child === proc) child = undefined;
          reject(new Error(`nats-server exited with ${code}:\n${output}`));
        });
        proc.once('error', (err) => {
          clearTimeout(timer);
          if (child === proc) child = undefined;
          reject(err);
        });
      });
      // Keep draining its log so a chatty server never blocks on a full pipe.
      proc.stderr?.resume();
    },

    async stop() {
      const proc = child;
      if (!proc) return;
      child = undefined;
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => proc.kill('SIGKILL'), 5_000);
        proc.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        proc.kill('SIGTERM');
      });
    },

    async dispose() {
      await server.stop();
      process.removeListener('exit', killOnExit);
      await rm(storeDir, { recursive: true, force: true });
    },
  };
  if (options.start !== false) await server.start();
  return server;
}
