import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { urlEnv } from '@inkbook/composition';
import { gatewayPort, type ServiceName, serviceList, serviceListing } from '@inkbook/contracts/services';
import { portIsFree } from '@inkbook/service-kit/testing';
import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  p50: number;
  /** Exact, from every response's time (autocannon's own figures stop at p90 and p97.5). */
  p95: number;
  /** autocannon reports p97.5, not p95: an upper bound for p95, so a p95 target met here is met. */
  p97_5: number;
  p99: number;
  errors: number;
  /** Requests answered in the whole run. */
  total: number;
}

/** What a load sends besides a plain GET: its method and body, or `requests` that set each one up. */
export type LoadRequest = Pick<autocannon.Options, 'method' | 'body' | 'requests'>;

/** The rank-`p` value of ascending `sorted` times (0.5 median, 0.95 p95); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** One autocannon run against `url`, every response's time kept for an exact p95. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds = 8,
  connections = 50,
  request: LoadRequest = {},
): Promise<Load> {
  const ms: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url, headers, connections, duration: seconds, ...request };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => ms.push(responseTime));
  });
  ms.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: Number(percentile(ms, 0.95).toFixed(1)),
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** Clock ticks per second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) a process and every process under it (the gateway's workers) have used so far, from /proc (Linux);
 * NaN elsewhere. What a process spends per request holds far stiller than its requests per second on a machine
 * other work shares: that work takes turns away from it, not CPU time from each of its requests.
 */
export function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return children.reduce((sum, child) => sum + cpuTimeMs(child), own);
  } catch {
    return Number.NaN;
  }
}

/**
 * Every process served and still running: ended with this one, however it ends (a bench that threw included), so
 * none is left holding its port for the next run.
 */
const served = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of served) child.kill('SIGKILL');
});

/** Whether `url` answers at all (or, with `ok`, answers 2xx). */
const answers = (url: string, ok = false) =>
  fetch(url).then(
    (r) => !ok || r.ok,
    () => false,
  );

/** Starts a built server in its own process (as deployed) and waits for its health check. */
export async function serve(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
): Promise<ChildProcess> {
  // A process already answering there (another bench's, a run that outlived its parent) would pass the health
  // check in this one's place, and every request after it would reach a server of another database.
  if (await answers(healthUrl))
    throw new Error(`${healthUrl} already answers before ${script} started: its port is another process's`);
  const child = spawn(process.execPath, [script], {
    // No balancer in front to let go of it: a stop need not keep serving first (SHUTDOWN_DELAY_MS).
    env: { ...process.env, LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: 'inherit',
  });
  served.add(child);
  child.once('exit', () => served.delete(child));
  // Up to a minute: a first start seeds demo data, which is slow on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${script} ended (${child.exitCode ?? child.signalCode}) before it was healthy`);
    if (await answers(healthUrl, true)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${script} did not become healthy`);
}

export async function stopAll(children: ChildProcess[]) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/**
 * The composition's ports shifted by 10,000 (or BENCH_PORT_OFFSET), so a bench can run beside `npm start` or
 * `docker compose up`, and two benches beside each other.
 */
let portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 10_000);
export const benchPort = (port: number) => String(portOffset + port);
export const benchUrl = (name: ServiceName | 'gateway') =>
  `http://127.0.0.1:${benchPort(name === 'gateway' ? gatewayPort : serviceListing(name).port)}`;
const benchUrls = (names: readonly ServiceName[]) =>
  urlEnv(names, Object.fromEntries(names.map((name) => [name, benchUrl(name)])));

/**
 * Moves every port of this run to the first offset from `first` (in steps of 1,000) at which the gateway's and every
 * service's port are free, unless BENCH_PORT_OFFSET names one: the chaos run in `npm test` then never meets a bench,
 * or another run, that holds the default ports. Call it before the first process is served; answers the offset.
 */
export async function useFreePortOffset(first = 20_000): Promise<number> {
  if (process.env.BENCH_PORT_OFFSET) return portOffset;
  const ports = [gatewayPort, ...serviceList.map((s) => s.port)];
  for (let offset = first; offset + Math.max(...ports) < 65_536; offset += 1_000) {
    const free = await Promise.all(ports.map((port) => portIsFree(offset + port)));
    if (free.every(Boolean)) {
      portOffset = offset;
      return offset;
    }
  }
  throw new Error('no offset with every service port free');
}

/** A service's build (`services/<name>/dist/server.js`) at its bench port, told where the services it needs are. */
export function serveService(name: ServiceName, env: Record<string, string>) {
  const entry = serviceListing(name);
  return serve(
    `services/${name}/dist/server.js`,
    { ...env, ...benchUrls(entry.needs), PORT: benchPort(entry.port) },
    // Ready, not only alive: its database answers and its bus is connected (a first request may use both).
    `${benchUrl(name)}/readyz`,
  );
}

/** The gateway's build at its bench port, in front of `upstreams` (served with serveService). */
export function serveGateway(upstreams: readonly ServiceName[], env: Record<string, string>) {
  return serve(
    'apps/gateway/dist/server.js',
    { ...env, ...benchUrls(upstreams), PORT: benchPort(gatewayPort) },
    `${benchUrl('gateway')}/healthz`,
  );
}
