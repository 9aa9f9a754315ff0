import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack, testAdmin } from '../../testing/stack';

// Slow and odd request bodies, over real sockets from several loopback addresses (127.0.0.x are all this machine).
let stack: Stack;
let port: number;
beforeAll(async () => {
  stack = await startStack({
    CONNECTIONS_PER_ADDRESS: '40',
    HEADERS_TIMEOUT_MS: '500',
    REQUEST_TIMEOUT_MS: '1500',
  });
  await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = stack.gateway.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => stack?.close());

/** A raw connection from `from`, open once connected. */
const open = (from: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.once('error', reject);
  });

/** Everything the gateway writes on `socket` until it closes it (or `ms` pass: then null). */
const untilClosed = (socket: Socket, ms: number) =>
  new Promise<string | null>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', () => {});
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });

function send(method: string, path: string, headers: Record<string, string>, body: Buffer | string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    else if (headers.expect) req.on('continue', () => req.end(body));
    if (!headers.expect) req.end(Array.isArray(body) ? undefined : body);
  });
}

const login = JSON.stringify({ email: testAdmin.email, password: testAdmin.password });

describe('slow request bodies', () => {
  it('do not hold up other clients: 132 trickling uploads leave GET /api/artists answering within 1 s', async () => {
    const slow: Socket[] = [];
    for (let i = 0; i < 132; i++) {
      const socket = await open(`127.0.0.${2 + (i % 4)}`);
      socket.on('error', () => {});
      socket.write(
        'POST /api/artists HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a',
      );
      slow.push(socket);
    }
    try {
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/artists`, { signal: AbortSignal.timeout(5_000) });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      for (const socket of slow) socket.destroy();
    }
  });

  it('are cut off at the request deadline with a 408 in the error shape', async () => {
    const socket = await open('127.0.0.6');
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const answer = await untilClosed(socket, 4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/"message":"The request took too long to arrive"/);
  });

  it('closes a connection whose headers do not arrive in time', async () => {
    const socket = await open('127.0.0.6');
    socket.write('GET /api/artists HTTP/1.1\r\nHost: x\r\n');
    expect(await untilClosed(socket, 3_000)).not.toBeNull();
  });
});

describe('connections per address', () => {
  it('closes connections past the cap from one address, and still serves another', async () => {
    const held = await Promise.all(Array.from({ length: 40 }, () => open('127.0.0.7')));
    try {
      const excess = await open('127.0.0.7');
      expect(await untilClosed(excess, 1_000)).toBe('');
      const other = await fetch(`http://127.0.0.1:${port}/api/artists`);
      expect(other.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('request body framing', () => {
  it('passes on a body sent after Expect: 100-continue', async () => {
    const headers = { 'content-type': 'application/json', expect: '100-continue' };
    const res = await send(
      'POST',
      '/api/login',
      { ...headers, 'content-length': String(login.length) },
      Buffer.from(login),
    );
    expect(res.status).toBe(200);
  });

  it('passes on a chunked body', async () => {
    const res = await send('POST', '/api/login', { 'content-type': 'application/json' }, [
      login.slice(0, 10),
      login.slice(10),
    ]);
    expect(res.status).toBe(200);
  });

  it('answers 413 to a chunked body over the limit', async () => {
    const chunk = 'x'.repeat(256 * 1024);
    const res = await send('POST', '/api/login', { 'content-type': 'application/json' }, [
      '{"email":"',
      ...Array.from({ length: 6 }, () => chunk),
      '"}',
    ]).catch(() => ({ status: 0, body: '' }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});
