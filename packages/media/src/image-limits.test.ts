import { describe, expect, it } from 'vitest';
import { createDecodeQueue, QUEUE_FULL } from './decode-queue';
import { DEFAULT_IMAGE_LIMITS, processImage } from './image-processing';
import { greyPng, picture } from './testing';

// The probe's stall (issue 11): a PNG of 1 × 39,000,000 px (152 KB in the probe) is under the pixel limit yet takes seconds to
// decode. Its shape is refused from the header; the decode queue is bounded; a client that left stops its work.

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
