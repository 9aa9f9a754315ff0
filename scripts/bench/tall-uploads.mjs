// UPLOADS uploads of issue 11's tall PNG to GATEWAY_URL/api/media from FROM at all times, each sent again as soon
// as it is answered, until the parent says 'stop'; then it sends back how they were answered. Its own process
// (stalls.ts), so the uploads' client work never delays the client whose latency is measured.
import { crc32, deflateSync } from 'node:zlib';
import { Agent, request } from 'undici';

/** The probe's file: a real grey PNG of 1 × 39,000,000 px, a few dozen KB since its rows deflate to almost nothing. */
function tallPng() {
  const chunk = (type, data) => {
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

const png = tallPng();
const body = JSON.stringify({ image: `data:image/png;base64,${png.toString('base64')}` });
const agent = new Agent({ connect: { localAddress: process.env.FROM } });
const statuses = {};
let running = true;
const loops = Array.from({ length: Number(process.env.UPLOADS) }, async () => {
  while (running) {
    const res = await request(`${process.env.GATEWAY_URL}/api/media`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      dispatcher: agent,
    });
    await res.body.dump();
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  }
});
process.send({ started: true, pngBytes: png.length });
process.once('message', async () => {
  running = false;
  await Promise.all(loops);
  await agent.close();
  process.send({ statuses }, () => process.disconnect());
});
