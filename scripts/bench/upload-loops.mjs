// UPLOADS loops uploading one image to GATEWAY_URL + UPLOAD_PATH from FROM, until the parent says 'stop'; then it
// sends back how they were answered. The parent sends the request body first (stalls.ts builds the images). Its own
// process, so the uploads' client work never delays the client whose latency is measured.
//
// With PER_SECOND the loops together send at most that many uploads a second (the tall images are paced to the
// deployed rate limit: past it production answers 429 before any work, so sending faster would measure the bench's
// own CPU use on this 2-core machine, not a stall). Without it each loop sends again as soon as it is answered, so
// UPLOADS are always in flight (issue 29's probe: eight at once).
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

const uploads = Number(process.env.UPLOADS);
const perLoopGapMs = process.env.PER_SECOND ? (1000 * uploads) / Number(process.env.PER_SECOND) : 0;
const agent = new Agent({ connections: uploads, localAddress: process.env.FROM });
const statuses = {};
let running = true;

process.once('message', ({ body }) => {
  let answered = false;
  const loops = Array.from({ length: uploads }, async (_, i) => {
    await sleep((perLoopGapMs * i) / uploads); // spread the loops over the gap
    while (running) {
      const started = performance.now();
      const res = await request(`${process.env.GATEWAY_URL}${process.env.UPLOAD_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        dispatcher: agent,
      });
      await res.body.dump();
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      // Under way once the first is answered: the others have reached the service by then.
      if (!answered) {
        answered = true;
        process.send({ started: true });
      }
      await sleep(Math.max(0, perLoopGapMs - (performance.now() - started)));
    }
  });
  process.once('message', async () => {
    running = false;
    await Promise.all(loops);
    await agent.close();
    process.send({ statuses }, () => process.disconnect());
  });
});
