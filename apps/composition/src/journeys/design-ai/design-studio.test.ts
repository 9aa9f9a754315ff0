import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../testing/stack';

// The design generator as a browser meets it through the gateway: four designs, their files and stencils served
// by design-ai, downloads saved as tattoo-design-{timestamp}.png (spec §7), and the limits in front of it.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ DESIGN_RATE_LIMIT_PER_ADDRESS: '4' });
});
afterAll(() => stack?.close());

const request = {
  style: 'Traditional',
  subject: 'Eagle',
  placement: 'upper-chest',
  size: 'large',
  colorOption: 'color',
  extraDetails: 'a banner that says "Freedom"',
};
const generate = (payload: object, remoteAddress = '127.0.0.1') =>
  stack.gateway.inject({ method: 'POST', url: '/api/generate-design', payload, remoteAddress });
const get = (url: string, query?: Record<string, string>) =>
  stack.gateway.inject({ method: 'GET', url, ...(query && { query }) });

describe('design generator through the gateway', () => {
  let images: {
    url: string;
    stencil: { svg: string; png: string; mirroredPng: string };
    holdUp: { message: string };
  }[];
  beforeAll(async () => {
    const res = await generate(request);
    expect(res.statusCode).toBe(200);
    images = res.json().images;
  });

  it('answers four designs whose files and stencils design-ai serves', async () => {
    expect(images).toHaveLength(4);
    for (const image of images) {
      const file = await get(image.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(1024);
      expect(image.holdUp.message).toMatch(/^(Holds up at 8 in|Go at least [\d.]+ in for this much detail)$/);
    }
    const stencil = await get(images[0]?.stencil.svg ?? '');
    expect(stencil.headers['content-type']).toBe('image/svg+xml');
    expect(stencil.body).toContain('width="8.000in"');
  });

  it('downloads a design as tattoo-design-{timestamp}.png, by path or absolute URL', async () => {
    const url = images[0]?.url ?? '';
    const named = await get('/api/download-image', { url, filename: 'tattoo-design-1763900000000.png' });
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-type']).toBe('image/png');
    expect(named.headers['content-disposition']).toBe(
      'attachment; filename="tattoo-design-1763900000000.png"',
    );
    const original = await get(url);
    expect(Buffer.compare(named.rawPayload, original.rawPayload)).toBe(0);

    const absolute = await get('/api/download-image', {
      url: `http://localhost:8080${images[1]?.stencil.mirroredPng}`,
    });
    expect(absolute.statusCode).toBe(200);
    expect(absolute.headers['content-disposition']).toMatch(
      /^attachment; filename="tattoo-design-\d+\.png"$/,
    );
    expect((await sharp(absolute.rawPayload).metadata()).density).toBe(300);
  });

  it('leaves every other download to catalog’s media, and fetches no outside address', async () => {
    const media = await get('/api/download-image', { url: `/media/${'0'.repeat(64)}` });
    expect(media.statusCode).toBe(404);
    const outside = await get('/api/download-image', { url: 'https://example.com/api/designs/x.png' });
    expect(outside.statusCode).toBe(400);
    const unknown = await get('/api/download-image', { url: `/api/designs/${'0'.repeat(64)}.png` });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a body over the limit with 413 and bad input with the field’s message', async () => {
    const large = await generate({ ...request, extraDetails: 'x'.repeat(40_000) });
    expect(large.statusCode).toBe(413);
    const missing = await generate({ ...request, subject: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.subject).toBe('Describe what you would like');
  });

  it('limits generation per address with 429, saying when to try again', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await generate({ ...request, seed: 'limit' }, '10.20.30.40'));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[3]?.headers['retry-after']).toBeUndefined();
    // Seconds until the window ends: at most the default window (600 s), at least one.
    expect(Number(answers[4]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answers[4]?.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await generate({ ...request, seed: 'limit' }, '10.20.30.41')).statusCode).toBe(200);
  });
});
