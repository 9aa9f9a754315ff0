import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@inkbook/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` twice on one data directory and port (issue 29 item 7): the second copy says what is taken and which
// setting moves it, and exits 1, instead of dying with an uncaught `undefined`. Each copy is the real launcher in a
// child process (run from source with tsx, so the test needs no build).
const root = fileURLToPath(new URL('../../../', import.meta.url));
const main = join(root, 'apps/standalone/src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'inkbook-start-up-'));

let ports: { EMBEDDED_PG_PORT: string; PORT: string };
const launch = (env: Record<string, string> = {}) =>
  spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    // Only what the launcher needs: none of the test run's own DATABASE_URL or NATS_URL.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...ports,
      ...env,
    },
  });

function outputOf(child: ChildProcess) {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  return () => text;
}

/** Runs a copy that must fail: its exit code and everything it printed. */
async function failedStart(env: Record<string, string> = {}) {
  const child = launch(env);
  const output = outputOf(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output() };
}

let first: ChildProcess;
const firstExit = () =>
  first.exitCode !== null ? first.exitCode : new Promise<number | null>((r) => first.once('exit', r));

beforeAll(async () => {
  ports = { EMBEDDED_PG_PORT: String(await freePort()), PORT: String(await freePort()) };
  first = launch();
  const output = outputOf(first);
  await new Promise<void>((resolve, reject) => {
    first.stdout?.on('data', () => output().includes('Inkbook is running at') && resolve());
    first.once('exit', (code) => reject(new Error(`the first copy exited ${code}:\n${output()}`)));
  });
}, 120_000);

afterAll(async () => {
  if (first?.exitCode === null) {
    first.kill('SIGTERM');
    await firstExit();
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a second npm start', () => {
  it('on the same data directory says another copy is using it (DATA_DIR)', async () => {
    const { code, output } = await failedStart();
    expect(code).toBe(1);
    expect(output).toContain(
      `The data directory ${dataDir} is in use by another copy of Inkbook (its database runs as process `,
    );
    expect(output).toContain('Stop that copy, or set DATA_DIR to another directory.');
  }, 60_000);

  it('on the same gateway port says which port is taken and that PORT moves it', async () => {
    // The first copy's own database, so this copy gets as far as the gateway's port.
    const url = `postgres://postgres:inkbook-local@127.0.0.1:${ports.EMBEDDED_PG_PORT}/inkbook`;
    const { code, output } = await failedStart({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toContain(
      `Port ${ports.PORT} is already in use (is another copy already running?). Stop it, or set PORT to a free port.`,
    );
  }, 60_000);

  it('with the embedded database port taken says which port and that EMBEDDED_PG_PORT moves it', async () => {
    // The first copy stops cleanly, and something else takes its database port.
    first.kill('SIGTERM');
    expect(await firstExit()).toBe(0);
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(Number(ports.EMBEDDED_PG_PORT), '127.0.0.1', resolve));
    try {
      const { code, output } = await failedStart();
      expect(code).toBe(1);
      expect(output).toContain(
        `Port ${ports.EMBEDDED_PG_PORT} for the embedded database is already in use (is another copy of Inkbook running?). Stop it, or set EMBEDDED_PG_PORT to a free port.`,
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);
});
