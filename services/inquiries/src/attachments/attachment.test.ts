import type { SessionUser } from '@inkbook/contracts/identity';
import { jpegDataUrl, jpegWithGps, toDataUrl } from '@inkbook/media/testing';
import { publishedArtist } from '@inkbook/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { useInquiries } from '../testing/suite';

const t = useInquiries();

const upload = (image: string) =>
  t.inject({ method: 'POST', url: '/api/inquiries/attachments', payload: { image } });
const get = (url: string, user: SessionUser | null) => t.inject({ method: 'GET', url }, user);

describe('private attachments (DESIGN §5)', () => {
  it('takes uploads one at a time and data URLs, serving them only under the inquiry, never cached', async () => {
    const uploaded = await upload(toDataUrl(await jpegWithGps(1)));
    expect(uploaded.statusCode).toBe(201);
    const { ref } = uploaded.json();
    expect(ref).not.toMatch(/\/media\//);

    const body = t.artistBody({
      password: 'client-password',
      referenceImages: [ref, await jpegDataUrl()],
      placementPhotos: [await jpegDataUrl()],
    });
    const sent = await t.sendArtist(body);
    expect(sent.statusCode).toBe(201);
    const inquiry = sent.json();
    const urls = [...inquiry.referenceImages, ...inquiry.placementPhotos];
    expect(urls).toHaveLength(3);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`^/api/inquiries/${inquiry.id}/attachments/[a-f0-9]{64}$`));

    const client = t.auth.signIn(body.email, 'client-password');
    const stranger = await publishedArtist(t);
    for (const user of [t.artistUser, client]) {
      const res = await get(urls[0], user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
    expect((await get(urls[0], null)).statusCode).toBe(401);
    expect((await get(urls[0], stranger.user)).statusCode).toBe(404);
    // Not at a public address, whoever knows the hash: the gateway's /media/ is catalog's, which never holds
    // this service's files (composition's inquiries/privacy journey asks it).
    // Another inquiry's hash under this inquiry is not found either.
    expect(
      (await get(`/api/inquiries/${inquiry.id}/attachments/${'e'.repeat(64)}`, t.artistUser)).statusCode,
    ).toBe(404);
  });

  it('refuses a non-image or oversize upload by itself, with a clear message', async () => {
    const notImage = await upload(toDataUrl(Buffer.from('plain text, not a picture')));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBeTruthy();
    const huge = await upload(`data:image/jpeg;base64,${'A'.repeat(15 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/i);
    expect((await upload(await jpegDataUrl())).statusCode).toBe(201);
  });

  it('serves studio inquiry attachments to the studio and not to an artist', async () => {
    const sent = await t.sendStudio(t.studioBody({ placementPhotos: [await jpegDataUrl()] }));
    const [url] = sent.json().placementPhotos;
    expect(url).toMatch(/^\/api\/studio-inquiries\//);
    expect((await get(url, t.studioUser)).statusCode).toBe(200);
    expect((await get(url, t.artistUser)).statusCode).toBe(404);
  });

  it('stores nothing when one image of the body is bad', async () => {
    const before = await t.storedCounts();
    const res = await t.sendArtist(
      t.artistBody({
        referenceImages: [await jpegDataUrl(), toDataUrl(Buffer.from('nope'))],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['referenceImages.1']);
    expect(await t.storedCounts()).toEqual(before);
  });

  it('go with a deleted inquiry, unless another inquiry holds the same picture', async () => {
    const photo = await jpegDataUrl();
    const send = async () => (await t.sendArtist(t.artistBody({ placementPhotos: [photo] }))).json();
    const [first, second] = [await send(), await send()];
    const before = await t.storedCounts();
    const remove = (id: string) => t.inject({ method: 'DELETE', url: `/api/inquiries/${id}` }, t.artistUser);
    expect((await remove(first.id)).statusCode).toBe(200);
    expect((await t.storedCounts()).media).toBe(before.media);
    expect((await get(second.placementPhotos[0], t.artistUser)).statusCode).toBe(200);
    expect((await remove(second.id)).statusCode).toBe(200);
    expect((await t.storedCounts()).media).toBe(before.media - 1);
  });
});
