import { useService } from '@inkbook/service-kit/testing';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { designAiService, designRequest, generate } from '../testing/factories';

const t = useService(designAiService);

interface Answer {
  images: {
    stencil: { inches: number; svg: string; png: string; mirroredSvg: string; mirroredPng: string };
    holdUp: { holds: boolean; message: string };
  }[];
}
const file = async (url: string) => {
  const response = await t.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response;
};

describe('stencils', () => {
  let answer: Answer;
  beforeAll(async () => {
    // Lower arm (a tall canvas), medium: 5 in on the long side.
    const response = await generate(
      t,
      designRequest({ subject: 'Tiger', extraDetails: 'a banner with "Mom"' }),
    );
    expect(response.statusCode).toBe(200);
    answer = response.json();
  });

  it('is valid SVG at true size holding only black line art', async () => {
    const { stencil } = answer.images[0] as Answer['images'][number];
    expect(stencil.inches).toBe(5);
    const svg = await file(stencil.svg);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    // A well-formed document the SVG renderer accepts, 3.75 × 5 in.
    expect(svg.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="3\.750in" height="5\.000in"/,
    );
    expect((await sharp(svg.rawPayload).metadata()).format).toBe('svg');
    // Nothing but ink: no colour, no pictures, text, scripts, filters or gradients. Painted fills are black or
    // none; white appears only inside the line-art mask, where it marks where the black ink shows.
    expect(svg.body).not.toMatch(/<(image|text|script|filter|linearGradient|radialGradient|foreignObject)\b/);
    const colours = new Set(svg.body.match(/#[0-9a-f]{3,6}\b/gi));
    expect([...colours].sort()).toEqual(['#000', '#fff']);
    const outsideMask = svg.body.replace(/<mask[\s\S]*<\/mask>/, '');
    expect(outsideMask.match(/fill="[^"]*"/g)).toEqual(['fill="#000"']);
  });

  it('has a mirrored twin for transfer paper', async () => {
    const { stencil } = answer.images[0] as Answer['images'][number];
    const [svg, mirrored] = await Promise.all([file(stencil.svg), file(stencil.mirroredSvg)]);
    const body = (s: string) => s.replace(/<title>.*?<\/title>/, '');
    const flipped = body(mirrored.body).replace(
      /<g transform="translate\(750 0\) scale\(-1 1\)">([\s\S]*)<\/g><\/svg>$/,
      '$1</svg>',
    );
    expect(flipped).toBe(body(svg.body));

    const [png, mirroredPng] = await Promise.all([file(stencil.png), file(stencil.mirroredPng)]);
    const alpha = (bytes: Buffer, flop = false) =>
      sharp(bytes).flop(flop).extractChannel(3).resize(150, 200).raw().toBuffer();
    const [a, b] = await Promise.all([alpha(png.rawPayload, true), alpha(mirroredPng.rawPayload)]);
    let difference = 0;
    for (let i = 0; i < a.length; i++) difference += Math.abs((a[i] as number) - (b[i] as number));
    expect(difference / a.length).toBeLessThan(3);
  });

  it('prints at true size as black ink on a transparent sheet', async () => {
    const { stencil } = answer.images[0] as Answer['images'][number];
    const png = await file(stencil.png);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual([1125, 1500, 300, true]);
    const stats = await sharp(png.rawPayload).stats();
    const [r, g, b, a] = stats.channels;
    // Every visible pixel is black; the paper is transparent; there is ink.
    expect(Math.max(r?.max ?? 0, g?.max ?? 0, b?.max ?? 0)).toBe(0);
    expect(a?.min).toBe(0);
    expect(a?.mean).toBeGreaterThan(5);
    // The stored rendering is served again as it was.
    expect(Buffer.compare((await file(stencil.png)).rawPayload, png.rawPayload)).toBe(0);
  });

  it('says whether the design holds up at the chosen size', () => {
    for (const image of answer.images)
      expect(image.holdUp.message).toMatch(
        /^(Holds up at 5 in|Go at least \d+(\.5)? in for this much detail)$/,
      );
  });
});
