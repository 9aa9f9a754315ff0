import { readFileSync } from 'node:fs';
import { IDENTITY_HEADER } from '@inkbook/contracts/identity';
import { signIdentity } from '@inkbook/service-kit';
import { createTestDatabase, TEST_SECRET } from '@inkbook/service-kit/testing';
import { benchUrl, percentile, serveService, stopAll } from './processes';

const ONE_AT_A_TIME = 20;
const CLIENTS = 4;
const SECONDS = 20;

/** A design request of the spec's kind: a quick pick with an extra element, new seeds every time. */
export const designRequest = {
  style: 'Traditional',
  subject: 'Eagle',
  placement: 'upper-chest',
  size: 'medium',
  colorOption: 'color',
  extraDetails: 'a banner that says "Freedom"',
};
const body = JSON.stringify(designRequest);

/** One request of four designs straight to design-ai, signed as the gateway signs; answers its milliseconds. */
async function generate(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${benchUrl('design-ai')}/api/generate-design`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [IDENTITY_HEADER]: signIdentity({ user: null, ip: '127.0.0.1', ts: Date.now() }, TEST_SECRET),
    },
    body,
  });
  if (res.status !== 200) throw new Error(`generate-design: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

/** The process's peak resident memory (VmHWM), in MB. */
const peakMb = (pid: number | undefined) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

/**
 * The built-in engine's cost (issue 15): one request of four designs (drawn, rendered to PNG, stored with their
 * stencils), one at a time and from 4 clients at once, against the service's build with its deployed settings
 * (one drawing at a time, the rest queued) and the per-address limit lifted.
 */
export async function benchDesignAi() {
  const database = await createTestDatabase();
  const service = await serveService('design-ai', {
    DATABASE_URL: database.url,
    INTERNAL_SECRET: TEST_SECRET,
    DESIGN_RATE_LIMIT_PER_ADDRESS: '1000000',
  });
  try {
    await generate(); // warm: fonts parsed, code compiled
    const times: number[] = [];
    for (let i = 0; i < ONE_AT_A_TIME; i++) times.push(await generate());
    times.sort((a, b) => a - b);
    let done = 0;
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < until) {
          await generate();
          done++;
        }
      }),
    );
    return {
      requests: ONE_AT_A_TIME,
      p50: Math.round(percentile(times, 0.5)),
      p95: Math.round(percentile(times, 0.95)),
      clients: CLIENTS,
      seconds: SECONDS,
      requestsPerSecond: done / SECONDS,
      peakMb: peakMb(service.pid),
    };
  } finally {
    await stopAll([service]);
    await database.drop();
  }
}

export const designAiSection = (
  d: Awaited<ReturnType<typeof benchDesignAi>>,
) => `## Design generation: \`POST /api/generate-design\`, built-in engine (straight to design-ai)

| measure | value |
|---|---|
| one request of 4 designs, one at a time (${d.requests} requests): p50 ms | ${d.p50} |
| the same: p95 ms | ${d.p95} |
| ${d.clients} clients at once for ${d.seconds} s: requests/s (designs/s = 4×) | ${d.requestsPerSecond.toFixed(2)} |
| the service's peak memory (VmHWM), MB | ${d.peakMb} |

One request under 2 s: ${d.p95 < 2000 ? 'met' : '**not met**'} (p95). Each request draws four designs from new seeds, renders each to a
1024 px PNG and stores it with its stencil and mirrored stencil; stencil PNGs are rendered when first downloaded, so
they are not in these figures. The service draws one request at a time (DESIGN_CONCURRENCY) and queues the rest, so
4 clients share one drawing slot: their rate is the service's, and each waits its turn.
`;
