import { randomUUID } from 'node:crypto';
import { ARTIST_NOT_FOUND, type ArtistInquiry, FLASH_NOT_OFFERED } from '@inkbook/contracts/inquiry';
import { IMAGE_REF_MESSAGE } from '@inkbook/contracts/media';
import { artistInquiryQuote } from '@inkbook/contracts/quote';
import { jpegDataUrl, toDataUrl } from '@inkbook/media/testing';
import { sessionUser } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries();

const TRAVEL = 'Let us know whether you are traveling for this tattoo';

describe('POST /api/inquiries validation (spec §5): 400 with the spec text, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'short concept',
      { concept: 'A koi fish' },
      'concept',
      'Please describe your idea (at least 20 characters)',
    ],
    ['no placement', { placementAreas: [] }, 'placementAreas', 'Select at least one placement area'],
    ['unknown placement', { placementAreas: ['Wrist'] }, 'placementAreas.0', 'Unknown placement area'],
    ['no size', { size: undefined }, 'size', 'Please select a size'],
    ['estimator-only size', { size: 'custom' }, 'size', 'Please select a size'],
    ['budget under $100', { budgetMin: 50 }, 'budgetMin', 'Minimum budget must be at least $100'],
    [
      'max under $100',
      { budgetMin: 100, budgetMax: 99 },
      'budgetMax',
      'Minimum budget must be at least $100',
    ],
    [
      'max under min',
      { budgetMin: 2000, budgetMax: 1000 },
      'budgetMax',
      'Maximum budget must be at least the minimum budget',
    ],
    ['short name', { fullName: 'S' }, 'fullName', 'Please enter your full name'],
    ['bad email', { email: 'sam' }, 'email', 'Please enter a valid email address'],
    ['short phone', { phone: '555-0199' }, 'phone', 'Please enter a valid phone number'],
    ['unknown travel answer', { isTraveling: 'maybe' }, 'isTraveling', TRAVEL],
    ['bad complexity', { complexity: 'hard' }, 'complexity', 'Please select a complexity level'],
    [
      'outside image URL',
      { referenceImages: ['https://example.com/a.jpg'] },
      'referenceImages.0',
      IMAGE_REF_MESSAGE,
    ],
    [
      'public media as a photo',
      { placementPhotos: [`/media/${'a'.repeat(64)}`] },
      'placementPhotos.0',
      IMAGE_REF_MESSAGE,
    ],
    [
      'forged upload ref',
      { referenceImages: [`${'b'.repeat(64)}.${'x'.repeat(32)}`] },
      'referenceImages.0',
      IMAGE_REF_MESSAGE,
    ],
    [
      'a data URL that is not an image',
      { referenceImages: [toDataUrl(Buffer.from('not an image at all'))] },
      'referenceImages.0',
      '',
    ],
    ['short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ];

  it.each(cases)('%s', async (_name, override, field, message) => {
    const before = await t.storedCounts();
    const res = await t.sendArtist(t.artistBody({ password: 'client-password', ...override }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    if (message) expect(fields).toMatchObject({ [field]: message });
    else expect(fields).toHaveProperty([field]);
    expect(await t.storedCounts()).toEqual(before);
  });

  it('allows at most 5 reference images and 3 placement photos', async () => {
    const image = await jpegDataUrl();
    const before = await t.storedCounts();
    const tooMany = await t.sendArtist(
      t.artistBody({
        referenceImages: Array(6).fill(image),
        placementPhotos: Array(4).fill(image),
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toMatchObject({
      referenceImages: 'Maximum 5 images allowed',
      placementPhotos: 'Maximum 3 images allowed',
    });
    expect(await t.storedCounts()).toEqual(before);
  });

  it('takes flash designs only from the recipient artist', async () => {
    const other = `/media/${'c'.repeat(64)}`;
    const res = await t.sendArtist(t.artistBody({ selectedFlashDesigns: [other] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'selectedFlashDesigns.0': FLASH_NOT_OFFERED });
    const own = await t.sendArtist(
      t.artistBody({ selectedFlashDesigns: [`${t.artist.flashImages[0]}/w400.webp`] }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().selectedFlashDesigns).toEqual([t.artist.flashImages[0]]);
  });

  it('sends only to approved artists: 404 for a pending or unknown one', async () => {
    // What catalog publishes for an application: a pending artist.
    const pending = await t.publish('catalog.artist.submitted', { id: randomUUID(), status: 'pending' });
    for (const artistId of [pending.data.id, randomUUID()]) {
      const before = await t.storedCounts();
      const res = await t.sendArtist(t.artistBody({ artistId, password: 'client-password' }));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ARTIST_NOT_FOUND);
      expect(await t.storedCounts()).toEqual(before);
    }
  });

  it('refuses a 20 MB body with 413', async () => {
    const res = await t.sendArtist(t.artistBody({ concept: 'x'.repeat(20 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
  });
});

describe('the stored quote (spec §9, standard rate)', () => {
  it('is the worked example whatever the client sent for it', async () => {
    const res = await t.sendArtist(
      t.artistBody({
        size: 'medium',
        complexity: 'detailed',
        style: 'blackgrey',
        placementAreas: ['arm-wrist'],
        aiEstimateRange: '$1 - $2',
        aiHourlyRate: 1,
        aiDeposit: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    // 5×5 in → 3 h, +0.5 h wrist, ×1.35 detailed = 4.725 h × $200 = $945 → $800–$1,100, deposit $250.
    expect(res.json()).toMatchObject({
      aiEstimateRange: '$800 - $1,100',
      aiEstimatedHours: 4.7,
      aiHourlyRate: 200,
      aiDeposit: 250,
      aiComplexity: 'detailed',
      aiArtistTier: 'standard',
      aiStyle: 'blackgrey',
    });
  });

  it.each([
    ['extra-small', 'simple', 'blackgrey', ['upper-back']],
    ['large', 'realism', 'color', ['arm-hand', 'lower-foot']],
    ['unsure', 'moderate', 'popcolor', ['upper-chest']],
    ['extra-large', 'detailed', 'color', ['lower-upper-leg']],
  ] as const)('equals the contracts rule: %s %s %s', async (size, complexity, style, placementAreas) => {
    const res = await t.sendArtist(t.artistBody({ size, complexity, style, placementAreas }));
    expect(res.statusCode).toBe(201);
    const quote = artistInquiryQuote({ size, complexity, style, placements: placementAreas });
    const stored = (
      await t.inject({ method: 'GET', url: `/api/inquiries/artist/${t.artist.id}` }, adminUser())
    )
      .json()
      .items.find((item: ArtistInquiry) => item.id === res.json().id);
    expect(stored).toMatchObject({
      aiEstimateRange: quote.rangeText,
      aiEstimatedHours: Math.round(quote.estimatedHours * 10) / 10,
      aiHourlyRate: quote.hourlyRate,
      aiDeposit: quote.deposit,
    });
  });

  it('stores no quote without a complexity (the dialog shows none either)', async () => {
    const res = await t.sendArtist(t.artistBody({ complexity: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ aiEstimateRange: null, aiHourlyRate: null, aiDeposit: null });
  });
});

const adminUser = () => sessionUser('admin');
