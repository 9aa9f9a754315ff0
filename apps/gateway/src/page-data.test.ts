import { IDENTITY_HEADER } from '@inkbook/contracts/identity';
import { PAGE_DATA_ID } from '@inkbook/contracts/lead-image';
import { verifyIdentity } from '@inkbook/service-kit';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config';
import { fetchPageData, pageDataTags, planFor } from './page-data';

const hash = 'a'.repeat(64);
const profile = {
  artistName: 'Jade </script><script>alert(1)</script><!--',
  portfolioImages: [`/media/${hash}`],
  profileImage: null,
};

// A stand-in catalog: a profile whose text tries to break out of the page, a missing one, and a slow one.
let catalog: FastifyInstance;
let catalogUrl = '';
const seen: { url: string; identity: string | undefined; cookie: string | undefined }[] = [];
beforeAll(async () => {
  catalog = Fastify();
  catalog.addHook('onRequest', async (request) => {
    seen.push({
      url: request.url,
      identity: request.headers[IDENTITY_HEADER] as string | undefined,
      cookie: request.headers.cookie,
    });
  });
  catalog.get('/api/artists/jade', async () => profile);
  catalog.get('/api/artists/missing', async (_request, reply) => reply.status(404).send({ message: 'no' }));
  catalog.get('/api/artists/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return profile;
  });
  await catalog.listen({ host: '127.0.0.1', port: 0 });
  const address = catalog.server.address();
  catalogUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => catalog.close());

const config = () => readGatewayConfig({ INTERNAL_SECRET: TEST_SECRET, CATALOG_URL: catalogUrl });
const pageRequest = (url: string) =>
  ({
    url,
    ip: '203.0.113.7',
    id: 'req-page-1',
    headers: { 'user-agent': 'PhoneBrowser/1.0', cookie: 'inkbook_session=secret' },
  }) as unknown as FastifyRequest;

describe('planFor', () => {
  it('knows the reads and page module of the landing, the bare list and the profiles', () => {
    expect(planFor('/', '')?.reads).toEqual(['/api/artists?pageSize=3', '/api/studios?pageSize=3']);
    expect(planFor('/artists', '')).toMatchObject({
      module: 'src/app/routes/artists.tsx',
      reads: ['/api/artists?sort=name&order=asc&page=1&pageSize=24'],
    });
    expect(planFor('/artist/jade.paints.skin', '')).toMatchObject({
      module: 'src/app/routes/artist-profile.tsx',
      reads: ['/api/artists/jade.paints.skin'],
    });
    expect(planFor('/studio/ink%20house', '')?.reads).toEqual(['/api/studios/ink%20house']);
  });

  it('preloads the code of the application wizards and reads nothing for them', () => {
    expect(planFor('/onboarding', '')).toMatchObject({ module: 'src/app/routes/onboarding.tsx', reads: [] });
    expect(planFor('/studio-onboarding', '')).toMatchObject({
      module: 'src/app/routes/studio-onboarding.tsx',
      reads: [],
    });
  });

  it('preloads the code of the dashboards and reads nothing for them: their data is signed in', () => {
    expect(planFor('/dashboard', '')).toMatchObject({ module: 'src/app/routes/dashboard.tsx', reads: [] });
    expect(planFor('/studio-dashboard', 'tab=artists')).toMatchObject({
      module: 'src/app/routes/studio-dashboard.tsx',
      reads: [],
    });
  });

  it('reads a filtered, sorted page of the list as the list page will ask for it', () => {
    expect(planFor('/artists', 'style=Black%20%26%20Gray&order=desc&page=2')?.reads).toEqual([
      '/api/artists?style=Black+%26+Gray&sort=name&order=desc&page=2&pageSize=24',
    ]);
  });

  it('reads the studio list as the list page will ask for it', () => {
    expect(planFor('/studios', '')).toMatchObject({
      module: 'src/app/routes/studios.tsx',
      reads: ['/api/studios?sort=name&order=asc&page=1&pageSize=12'],
    });
    expect(planFor('/studios', 'q=ink&specialization=Japanese&view=map')?.reads).toEqual([
      '/api/studios?q=ink&specialization=Japanese&sort=relevance&order=asc&page=1&pageSize=12',
    ]);
  });

  it('has no plan for other pages or for paths that are not one handle', () => {
    for (const path of ['/terms', '/artist', '/artist/a/b', '/artist/%E0%A4%A', '/embed/jade'])
      expect(planFor(path, '')).toBeNull();
  });
});

describe('pageDataTags', () => {
  it('preloads the banner and embeds the answer so no text can close the script element', async () => {
    const plan = planFor('/artist/jade', '');
    if (!plan) throw new Error('no plan');
    const tags = pageDataTags(await fetchPageData(pageRequest('/artist/jade'), plan, config()));

    expect(tags).toContain(
      `<link rel="preload" as="image" href="/media/${hash}/w800.webp" imagesrcset="/media/${hash}/w400.webp 400w, /media/${hash}/w800.webp 800w, /media/${hash}/w1600.webp 1600w" imagesizes="100vw" fetchpriority="high">`,
    );
    const open = `<script type="application/json" id="${PAGE_DATA_ID}">`;
    const body = tags.slice(tags.indexOf(open) + open.length, tags.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(body)).toEqual({ '/api/artists/jade': profile });
  });

  it('asks the catalog as the anonymous visitor, with their address and never their cookie', async () => {
    const plan = planFor('/artist/jade', '');
    if (!plan) throw new Error('no plan');
    await fetchPageData(pageRequest('/artist/jade'), plan, config());
    const asked = seen.filter((s) => s.url === '/api/artists/jade').at(-1);
    expect(asked?.cookie).toBeUndefined();
    expect(verifyIdentity(asked?.identity, TEST_SECRET)).toMatchObject({ user: null, ip: '203.0.113.7' });
  });

  it('adds nothing when the answer is not 200, or is slow, so the browser asks for itself', async () => {
    const missing = planFor('/artist/missing', '');
    const slow = planFor('/artist/slow', '');
    if (!missing || !slow) throw new Error('no plan');
    expect(pageDataTags(await fetchPageData(pageRequest('/artist/missing'), missing, config()))).toBe('');
    const started = Date.now();
    expect(pageDataTags(await fetchPageData(pageRequest('/artist/slow'), slow, config()))).toBe('');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
