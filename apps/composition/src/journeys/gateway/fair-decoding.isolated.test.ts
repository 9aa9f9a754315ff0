import { flatPng, toDataUrl } from '@inkbook/media/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// Issue 29's stall, through the gateway: eight 6000 × 6000 PNGs from one address made a 40 × 40 upload from another
// wait 9.7 s, queued behind all of them. Decoding now takes the addresses in turn and costs each image its pixels,
// so the small one is decoded beside the large ones. Asserted by the order the answers arrive in, not by time.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const upload = (image: string, remoteAddress: string) =>
  stack.gateway.inject({
    method: 'POST',
    url: '/api/inquiries/attachments',
    payload: { image },
    remoteAddress,
  });

it('answers a small upload from another address before the large ones queued ahead of it', async () => {
  const large = toDataUrl(await flatPng(6000, 6000), 'image/png');
  const small = toDataUrl(await flatPng(40, 40, { r: 20, g: 90, b: 160 }), 'image/png');
  const answered: string[] = [];
  const send = (name: string, image: string, address: string) =>
    upload(image, address).then((res) => {
      answered.push(name);
      return res;
    });

  const larges = Array.from({ length: 4 }, (_, i) => send(`large${i + 1}`, large, '10.29.0.1'));
  // Once the first large one is answered the others have long passed their header checks and wait to be decoded
  // (the last of them decodes seconds later); only then does the small one ask.
  await Promise.race(larges);
  const smallAnswer = await send('small', small, '10.29.0.2');

  expect(smallAnswer.statusCode).toBe(201);
  // The large ones decode one at a time (each is 36 Mpx, over half of what one address may hold): the small one
  // starts beside the one decoding when it asks, so at most that one is answered before it and the last two after
  // it. A queue taking uploads in arrival order answered it last, after all four. (Which large one decodes first is
  // the parser's business: four bodies arrive at once. The one that started as the first ended may still end before
  // the small one on a busy machine: a clean clone's run answered large, large, small.)
  expect(answered[0], `answered ${answered.join(', ')}`).toMatch(/^large/);
  expect(answered.indexOf('small'), `answered ${answered.join(', ')}`).toBeLessThanOrEqual(2);
  for (const answer of await Promise.all(larges)) expect(answer.statusCode).toBe(201);
}, 60_000);
