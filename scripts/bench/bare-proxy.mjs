// The floor for any gateway on our stack: @fastify/http-proxy out of the box in front of auth, with no checks,
// no session, no headers of ours. `npm run bench` runs it beside the real gateway (auth-me.ts).
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const app = Fastify();
await app.register(proxy, {
  upstream: process.env.AUTH_URL,
  prefix: '/api/auth',
  rewritePrefix: '/api/auth',
});
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
