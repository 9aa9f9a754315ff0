import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Seconds from launching the standalone build until GET / answers 200. */
async function timeToFirstPage(dataDir: string, port: number) {
  const started = Date.now();
  const child = spawn(process.execPath, ['apps/standalone/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1),
      DATABASE_URL: '',
      NATS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('standalone exited before answering');
      const ok = await fetch(`http://localhost:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return (Date.now() - started) / 1000;
      if (Date.now() - started > 120_000) throw new Error('standalone did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

/** First start on an empty data directory (initdb), then a second start on the data it left (the warm case). */
export async function benchStandaloneStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkbook-bench-'));
  try {
    const first = await timeToFirstPage(dataDir, 18_080);
    const warm = await timeToFirstPage(dataDir, 18_080);
    return { first, warm };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
