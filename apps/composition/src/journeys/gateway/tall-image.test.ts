import { greyPng, picture, toDataUrl } from '@inkbook/media/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// The probe's stall (issue 11), through the gateway: tall images used to hold both decode slots for seconds each,
// and every other upload waited behind them.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const upload = (image: string, remoteAddress: string) =>
  stack.gateway.inject({ method: 'POST', url: '/api/media', payload: { image }, remoteAddress });

it('refuses four tall images by their shape, while a small upload from another address is stored within 1 s', async () => {
  const tall = toDataUrl(greyPng(1, 39_000_000), 'image/png');
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
