import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECODER_LOST } from './decode-process';
import { IN_PROCESS_PIXELS } from './image-processing';
import { startMediaApp } from './media-test-app';
import { flatPng, toDataUrl } from './testing';

// Large images are decoded in a child process at the lowest CPU priority (decode-process.ts). What a service relies
// on: it is that child doing the work, every thread of it niced; a child that dies fails its uploads with a 503 and
// the next upload gets a new one; a service that dies takes its child along.

/** The decode processes `parent` has forked (a scan of /proc: Linux, as deployed). */
function decodersOf(parent: number) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('decode-worker');
      } catch {
        return false; // ended meanwhile
      }
    });
}

/** Its CPU time so far, in clock ticks. */
function cpuTicks(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | undefined | false, ms = 50_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < ms; ) {
    const value = probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let media: Awaited<ReturnType<typeof startMediaApp>>;
let large: string;
beforeAll(async () => {
  media = await startMediaApp();
  // 36 megapixels: a second or more of decoding, long enough to be caught at it.
  large = toDataUrl(await flatPng(6000, 6000), 'image/png');
});
afterAll(() => media?.close());

const upload = (image: string) =>
  media.app.inject({ method: 'POST', url: '/upload/public', payload: { image } });

describe('the decode process', () => {
  it('decodes large images in a child at the lowest priority, small ones here', async () => {
    const small = await upload(toDataUrl(await flatPng(40, 40), 'image/png'));
    expect(small.statusCode).toBe(201);
    expect(40 * 40).toBeLessThanOrEqual(IN_PROCESS_PIXELS);
    expect(decodersOf(process.pid)).toEqual([]);

    const res = await upload(toDataUrl(await flatPng(1600, 1000), 'image/png'));
    expect(res.statusCode).toBe(201);
    expect([res.json().width, res.json().height]).toEqual([1600, 1000]);
    const [decoder] = decodersOf(process.pid);
    if (!decoder) throw new Error('no decode process');
    const threads = readdirSync(`/proc/${decoder}/task`).map(Number);
    // libvips and libuv threads included: they do the decoding.
    expect(threads.length).toBeGreaterThan(1);
    for (const thread of threads) expect([thread, getPriority(thread)]).toEqual([thread, 19]);
    // Where the kernel groups sessions, its own group, lowered too.
    if (existsSync(`/proc/${decoder}/autogroup`)) {
      expect(readFileSync(`/proc/${decoder}/autogroup`, 'utf8')).toMatch(/ nice 19$/m);
      expect(readFileSync(`/proc/${decoder}/autogroup`, 'utf8')).not.toBe(
        readFileSync('/proc/self/autogroup', 'utf8'),
      );
    }
  });

  it('answers 503 for the uploads of a decoder that died, and starts another for the next', async () => {
    const first = upload(large);
    const decoder = await until('a decoder', () => decodersOf(process.pid)[0]);
    const idle = cpuTicks(decoder);
    // At the lowest priority on a busy machine its first tick may take a while; any tick means it has the image.
    await until('the decoder at work', () => cpuTicks(decoder) > idle);
    process.kill(decoder, 'SIGKILL');
    const res = await first;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: DECODER_LOST, error: { message: DECODER_LOST } });

    const again = await upload(large);
    expect(again.statusCode).toBe(201);
    const [restarted] = decodersOf(process.pid);
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(decoder);
  }, 120_000);

  it('ends at once when the service that forked it is killed mid-way', async () => {
    // A service in a process of its own with 32 large decodes under way (many seconds of work), killed outright: no
    // exit handler runs there, and the decoder must not finish them for nobody.
    const module = new URL('./decode-process.ts', import.meta.url).href;
    const service = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { renderInDecodeProcess } from ${JSON.stringify(module)};
         import { readFileSync } from 'node:fs';
         const png = readFileSync(0);
         for (let i = 0; i < 32; i++) renderInDecodeProcess(png, 40_000_000).catch(() => {});`,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    service.stdin.end(Buffer.from(large.slice(large.indexOf(',') + 1), 'base64'));
    const decoder = await until('its decoder', () => decodersOf(service.pid ?? 0)[0]);
    const idle = cpuTicks(decoder);
    await until('the decoder at work', () => cpuTicks(decoder) > idle);
    service.kill('SIGKILL');
    const killed = performance.now();
    await until('the decoder to end', () => !alive(decoder));
    // Far sooner than the decodes would have taken (each of them is a few hundred milliseconds of CPU).
    expect(performance.now() - killed).toBeLessThan(4_000);
  }, 60_000);
});
