import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import { afterAll, expect, it } from 'vitest';

// A deployed gateway (its own entry, server.ts) whose port is taken says which port and which setting moves it, and
// exits 1 (issue 29 item 7), instead of an EADDRINUSE stack. One process: a worker of several says the same through
// the same runServer, and cluster.test.ts holds that the primary then exits 1 too.
const taken = createServer();
afterAll(() => new Promise((resolve) => taken.close(resolve)));

it('names the taken port and PORT, and exits 1', { timeout: 60_000 }, async () => {
  const port = await new Promise<number>((resolve) =>
    taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
  );
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/server.ts'], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_SECRET: TEST_SECRET,
      GATEWAY_WORKERS: '1',
      LOG_LEVEL: 'fatal',
    },
  });
  let output = '';
  gateway.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => gateway.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain(
    `Port ${port} is already in use (is another copy already running?). Stop it, or set PORT to a free port.`,
  );
});
