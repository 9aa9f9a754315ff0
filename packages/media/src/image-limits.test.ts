import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDecodeQueue, QUEUE_FULL } from './decode-queue';
import { DEFAULT_IMAGE_LIMITS, processImage } from './image-processing';
import { picture } from './testing';

// The probe's stall (issue 11): a 152 KB PNG of 1 × 39,000,000 px is under the pixel limit yet takes seconds to
// decode. Its shape is refused from the header; the decode queue is bounded; a client that left stops its work.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real grey PNG of the given size (rows compress to almost nothing, as in the probe's file). */
function greyPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height); // filter byte 0 + black pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image shape bounds', () => {
  it('refuses a 1 × 39,000,000 PNG from its header, at once', async () => {
    const tall = greyPng(1, 39_000_000);
    const started = performance.now();
    await expect(processImage(tall, DEFAULT_IMAGE_LIMITS)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Image dimensions are too large (max 12000 pixels a side)',
    });
    // A header read, not a decode (which took 12.6 s): generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses an image more than 20 times longer than wide, and keeps one just inside', async () => {
    await expect(processImage(greyPng(10, 210), DEFAULT_IMAGE_LIMITS)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Images can be at most 20 times longer than they are wide',
    });
    await expect(processImage(greyPng(10, 200), DEFAULT_IMAGE_LIMITS)).resolves.toMatchObject({
      width: 10,
      height: 200,
    });
  });
});

describe('the decode queue', () => {
  const limits = DEFAULT_IMAGE_LIMITS;

  it('answers 503 at once when full, and serves the rest', async () => {
    const queue = createDecodeQueue({ concurrency: 2, maxQueued: 4 });
    // Small images: the header checks of all of them finish long before the first two decodes do.
    const bytes = await picture(3, 600, 600).png().toBuffer();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        processImage(bytes, limits, { queue }).then(
          () => 'done',
          (error: { statusCode?: number; message?: string }) => `${error.statusCode} ${error.message}`,
        ),
      ),
    );
    expect(results).toContain(`503 ${QUEUE_FULL}`);
    expect(results.filter((r) => r === 'done').length).toBeGreaterThanOrEqual(6);
    expect(results.every((r) => r === 'done' || r === `503 ${QUEUE_FULL}`)).toBe(true);
  });

  it('drops a waiting upload whose client has gone', async () => {
    const queue = createDecodeQueue({ concurrency: 1, maxQueued: 4 });
    const bytes = await picture(4, 1600, 1600).png().toBuffer();
    const busy = processImage(bytes, limits, { queue });
    const gone = new AbortController();
    const outcome = processImage(bytes, limits, { queue, signal: gone.signal }).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    // Let it pass the header check and join the queue behind the decode, then leave.
    await new Promise((resolve) => setTimeout(resolve, 20));
    gone.abort();
    const settledFirst = await Promise.race([outcome, busy.then(() => 'busy work ended first')]);
    expect(settledFirst).toBe('The upload was cancelled');
    await busy;
  });
});
