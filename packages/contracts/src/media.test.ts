import { describe, expect, it } from 'vitest';
import { imageRefSchema, isMediaUrl, mediaVariantUrl, parseMediaUrl, uploadImageBodySchema } from './media';

const HASH = 'ab'.repeat(32);

describe('media URLs', () => {
  it('recognises only /media/<sha256> and its named variants', () => {
    expect(parseMediaUrl(`/media/${HASH}`)).toEqual({ hash: HASH, variant: null });
    expect(parseMediaUrl(`/media/${HASH}/original.jpg`)).toEqual({ hash: HASH, variant: 'original.jpg' });
    for (const bad of [
      '/media/logo.webp',
      `/media/${HASH}/w999.webp`,
      `/media/${HASH.toUpperCase()}`,
      `/media/${HASH}/../x`,
      `/media/../media/${HASH}`,
      `https://example.com/media/${HASH}`,
      `/media/${HASH}?x=1`,
    ])
      expect(isMediaUrl(bad), bad).toBe(false);
  });

  it('builds variant URLs for srcset', () => {
    expect(mediaVariantUrl(`/media/${HASH}/w400.webp`, 'w800.webp')).toBe(`/media/${HASH}/w800.webp`);
  });

  it('accepts data URLs and our media as image refs, and only data URLs as uploads', () => {
    expect(imageRefSchema.safeParse('data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(imageRefSchema.safeParse(`/media/${HASH}`).success).toBe(true);
    expect(imageRefSchema.safeParse('https://evil.example/a.png').success).toBe(false);
    expect(uploadImageBodySchema.safeParse({ image: `/media/${HASH}` }).success).toBe(false);
  });
});
