// UPLOADS loops uploading issue 11's tall PNG to GATEWAY_URL/api/media from FROM, until the parent says 'stop'; then
// it sends back how they were answered. The parent sends the request body first (the PNG is built by
// @inkbook/media/testing's greyPng). Its own process (stalls.ts), so the uploads' client work never delays the
// client whose latency is measured.
//
// Paced to the deployed rate limit: together the loops send at most PER_SECOND uploads a second, what one address
// may send to /api/* (600 a minute); past that production answers 429 before any work, so sending faster would
// measure the bench's own CPU use on this 2-core machine, not a stall.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

const uploads = Number(process.env.UPLOADS);
const perLoopGapMs = (1000 * uploads) / Number(process.env.PER_SECOND);
const agent = new Agent({ connect: { localAddress: process.env.FROM } });
const statuses = {};
let running = true;

process.once('message', ({ body }) => {
  const loops = Array.from({ length: uploads }, async (_, i) => {
    await sleep((perLoopGapMs * i) / uploads); // spread the loops over the gap
    while (running) {
      const started = performance.now();
      const res = await request(`${process.env.GATEWAY_URL}/api/media`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        dispatcher: agent,
      });
      await res.body.dump();
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      await sleep(Math.max(0, perLoopGapMs - (performance.now() - started)));
    }
  });
  process.send({ started: true });
  process.once('message', async () => {
    running = false;
    await Promise.all(loops);
    await agent.close();
    process.send({ statuses }, () => process.disconnect());
  });
});
