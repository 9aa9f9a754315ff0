// Not a gateway: the least a Node process can do to pass a request on (node:http in, undici out, body buffered),
// with none of Fastify, @fastify/http-proxy or checks of ours. `npm run bench` runs it beside the real gateway
// (auth-me.ts) to show how much of a hop's cost is Node itself and how much the proxy library.
import http from 'node:http';
import { Pool } from 'undici';

const upstream = new Pool(process.env.AUTH_URL);
const server = http.createServer(async (req, res) => {
  if (req.url === '/healthz') return res.end('{"status":"ok"}');
  try {
    const answer = await upstream.request({ path: req.url, method: req.method, headers: req.headers });
    const body = Buffer.from(await answer.body.arrayBuffer());
    const { connection, 'keep-alive': keepAlive, ...headers } = answer.headers;
    res.writeHead(answer.statusCode, headers).end(body);
  } catch {
    res.writeHead(503).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
