import { useService } from '@inkbook/service-kit/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESIGN_STUDIO_BUSY } from '../app';
import { designAiService, designRequest, generate } from '../testing/factories';
import { DESIGN_RATE_LIMITED } from './generate-limiter';

const t = useService(designAiService, { env: { DESIGN_RATE_LIMIT_PER_ADDRESS: '1000' } });

const get = (url: string) => t.inject({ method: 'GET', url });
const images = (response: { json(): unknown }) =>
  (response.json() as { images: { url: string; seed: string; width: number; height: number }[] }).images;

describe('POST /api/generate-design: bad input', () => {
  const required = [
    ['style', 'Choose a style'],
    ['subject', 'Describe what you would like'],
    ['placement', 'Choose a placement'],
    ['size', 'Choose a size'],
    ['colorOption', 'Please select a color option'],
  ] as const;
  it.each(required)('a request without %s is a 400 naming it', async (field, message) => {
    const body: Record<string, unknown> = designRequest();
    delete body[field];
    const response = await generate(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['subject', { subject: 'x'.repeat(201) }, 'Please keep the subject under 200 characters'],
    ['extraDetails', { extraDetails: 'x'.repeat(501) }, 'Please keep the details under 500 characters'],
    ['colorOption', { colorOption: 'neon' }, 'Please select a color option'],
    ['seed', { seed: '../../etc' }, 'The seed may hold only letters, digits, - and _ (at most 64)'],
  ])('a bad %s is a 400 with its message', async (field, overrides, message) => {
    const response = await generate(t, { ...designRequest(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('draws an unknown style in its nearest family rather than failing', async () => {
    const response = await generate(
      t,
      designRequest({ style: 'Cyber Geometrik Sleeve', seed: 'unknown-style' }),
    );
    expect(response.statusCode).toBe(200);
    expect(images(response)).toHaveLength(4);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await generate(t, { ...designRequest(), extraDetails: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /api/generate-design: designs', () => {
  it('answers four PNG designs of at least 1024 px, served as immutable files', async () => {
    const response = await generate(t, designRequest({ placement: 'upper-chest' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().engine).toBe('built-in');
    const list = images(response);
    expect(list).toHaveLength(4);
    for (const image of list) {
      expect(image.url).toMatch(/^\/api\/designs\/[a-f0-9]{64}\.png$/);
      const file = await get(image.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await t.inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': String(file.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThanOrEqual(1024);
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      // A chest is a wide canvas.
      expect(image.width).toBeGreaterThan(image.height);
    }
    expect(new Set(list.map((i) => i.url)).size).toBe(4);
  });

  it('says what it drew when it has no drawing for the subject, and nothing when it has', async () => {
    const unknown = await generate(t, designRequest({ subject: 'A platypus swimming in a river' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().note).toBe(
      'We drew lettering: our built-in engine has no drawing for platypus yet',
    );
    const koi = await generate(t, designRequest({ subject: 'Koi fish swimming upstream with waves' }));
    expect(koi.statusCode).toBe(200);
    expect(koi.json()).not.toHaveProperty('note');
  });

  it('draws new designs for the same request without a seed (Generate More Designs)', async () => {
    const [first, more] = await Promise.all([generate(t, designRequest()), generate(t, designRequest())]);
    const seen = new Set(images(first).map((i) => i.url));
    expect(images(more).some((i) => seen.has(i.url))).toBe(false);
    expect(images(more)[0]?.seed).not.toBe(images(first)[0]?.seed);
  });

  it('draws the same bytes for the same request and seed', async () => {
    const request = designRequest({ subject: 'Wolf', style: 'Japanese', seed: 'same-seed' });
    const first = images(await generate(t, request));
    const again = images(await generate(t, request));
    expect(again.map((i) => i.url)).toEqual(first.map((i) => i.url));
    expect(first[0]?.seed).toBe('same-seed');
    const [a, b] = await Promise.all([get(first[1]?.url ?? ''), get(again[1]?.url ?? '')]);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    // Any design's seed sent back draws that design first.
    const second = images(await generate(t, { ...request, seed: first[1]?.seed }));
    expect(second[0]?.url).toBe(first[1]?.url);
  });

  it('answers 404 for a file it does not hold', async () => {
    expect((await get(`/api/designs/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await get('/api/designs/..%2Fsecret.png')).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('refuses an address past its limit with 429, other addresses still drawing', async () => {
    const limited = await t.boot({ DESIGN_RATE_LIMIT_PER_ADDRESS: '2' });
    try {
      const body = designRequest({ seed: 'limits' });
      expect((await generate(limited, body, '10.0.0.1')).statusCode).toBe(200);
      expect((await generate(limited, body, '10.0.0.1')).statusCode).toBe(200);
      const refused = await generate(limited, body, '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(DESIGN_RATE_LIMITED);
      expect((await generate(limited, body, '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 at once when every drawing slot and the queue are taken', async () => {
    const busy = await t.boot({ DESIGN_CONCURRENCY: '1', DESIGN_QUEUE_LENGTH: '0' });
    try {
      const answers = await Promise.all([
        generate(busy, designRequest(), '10.0.1.1'),
        generate(busy, designRequest(), '10.0.1.2'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
      expect(answers.find((a) => a.statusCode === 503)?.json().message).toBe(DESIGN_STUDIO_BUSY);
    } finally {
      await busy.close();
    }
  });
});
