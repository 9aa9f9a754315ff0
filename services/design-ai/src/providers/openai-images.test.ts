import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useService } from '@inkbook/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designAiService, designRequest, generate } from '../testing/factories';
import { MODEL_TIMED_OUT, MODEL_UNAVAILABLE } from './openai-images';

// A small local stand-in for an OpenAI-compatible images endpoint: it answers each request as `mode` says.

type Mode = 'images' | 'fail' | 'hang';
let mode: Mode = 'images';
let server: Server;
const service = useService(designAiService);
const received: { url?: string; auth?: string; body: Record<string, unknown> }[] = [];

/** A line drawing the "model" returns: a black ring with a bar across, on white. */
const drawing = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#fff"/><circle cx="256" cy="256" r="160" fill="none" stroke="#000" stroke-width="24"/><rect x="96" y="244" width="320" height="24"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const readJson = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

beforeAll(async () => {
  const png = (await drawing()).toString('base64');
  server = createServer(async (request, response) => {
    received.push({ url: request.url, auth: request.headers.authorization, body: await readJson(request) });
    if (mode === 'hang') return; // never answers
    if (mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      return;
    }
    const n = Number(received.at(-1)?.body.n ?? 1);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: Array.from({ length: n }, () => ({ b64_json: png })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** The service drawing with the stand-in model: another instance on the file's database. */
const withModel = () =>
  service.boot({
    DESIGN_PROVIDER: 'openai-images',
    DESIGN_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    DESIGN_API_KEY: 'test-key',
    DESIGN_API_TIMEOUT_MS: '500',
  });

describe('DESIGN_PROVIDER=openai-images', () => {
  it('sends the composed prompt and stores the model’s images with traced stencils', async () => {
    mode = 'images';
    const t = await withModel();
    try {
      const response = await generate(t, designRequest({ subject: 'Koi fish', style: 'Japanese' }));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.engine).toBe('openai-images');
      expect(body.images).toHaveLength(4);
      const sent = received.at(-1);
      expect(sent?.url).toBe('/v1/images/generations');
      expect(sent?.auth).toBe('Bearer test-key');
      expect(sent?.body).toMatchObject({ n: 4, response_format: 'b64_json' });
      expect(String(sent?.body.prompt)).toContain('Japanese tattoo design of Koi fish');
      expect(body.images[0].prompt).toBe(sent?.body.prompt);

      const image = await t.inject({ method: 'GET', url: body.images[0].url });
      expect(image.headers['content-type']).toBe('image/png');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(1024);
      const stencil = await t.inject({ method: 'GET', url: body.images[0].stencil.svg });
      expect(stencil.body).toMatch(/^<svg [^>]*width="5\.000in"/);
      expect(stencil.body).toMatch(/<path d="M[\d ML]+Z/);
      // The traced ring's line is 24 px of 512 at 5 in: about 6 mm, well clear of 0.5 mm.
      expect(body.images[0].holdUp).toMatchObject({ holds: true, message: 'Holds up at 5 in' });
      expect(body.images[0].holdUp.finestLineMm).toBeGreaterThan(4);
    } finally {
      await t.close();
    }
    // Tracing four 1024 px pictures is the slow part on a busy machine.
  }, 60_000);

  it('answers 503 with a clear message when the model fails', async () => {
    mode = 'fail';
    const t = await withModel();
    try {
      const response = await generate(t, designRequest());
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(MODEL_UNAVAILABLE);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the model does not answer in time, never hanging', async () => {
    mode = 'hang';
    const t = await withModel();
    try {
      const started = Date.now();
      const response = await generate(t, designRequest());
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(MODEL_TIMED_OUT);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });

  it('refuses to start without an endpoint', async () => {
    await expect(service.boot({ DESIGN_PROVIDER: 'openai-images' })).rejects.toThrow(/DESIGN_API_URL/);
  });
});
