import { crc32, deflateSync } from 'node:zlib';
import { picture, toDataUrl } from '@inkbook/media/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// The probe's stall (issue 11), through the gateway: tall images used to hold both decode slots for seconds each,
// and every other upload waited behind them.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** The probe's file: a real grey PNG of 1 × 39,000,000 px, 152 KB since its rows deflate to almost nothing. */
function tallPng() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const [width, height] = [1, 39_000_000];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))), // filter byte 0 + one black pixel per row
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (image: string, remoteAddress: string) =>
  stack.gateway.inject({ method: 'POST', url: '/api/media', payload: { image }, remoteAddress });

it('refuses four tall images by their shape, while a small upload from another address is stored within 1 s', async () => {
  const tall = toDataUrl(tallPng(), 'image/png');
  const small = toDataUrl(await picture(1, 41, 41).png().toBuffer(), 'image/png');
  const tallAnswers = Promise.all(Array.from({ length: 4 }, () => upload(tall, '127.0.0.2')));
  // Time for the tall ones to reach the decoder, were they let through, before the small one asks.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  const smallAnswer = await upload(small, '127.0.0.3');
  const smallMs = performance.now() - started;

  expect(smallAnswer.statusCode).toBe(201);
  expect(smallMs).toBeLessThan(1_000);
  for (const answer of await tallAnswers) {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: { message: 'Image dimensions are too large (max 12000 pixels a side)' },
    });
  }
});
