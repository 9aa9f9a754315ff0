import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compress from '@fastify/compress';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@inkbook/contracts/auth';
import { PAGE_DATA_ID, SERVER_STATE_ID } from '@inkbook/contracts/lead-image';
import { TEST_SECRET } from '@inkbook/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config';
import { registerWebApp } from './web';

const indexHtml =
  '<html><head><title>Inkbook</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"><!--shell--><header>shell</header><!--/shell--></div></body></html>';
const profile = { artistName: 'Jade', portfolioImages: [], profileImage: null };

/** Server builds as the web build writes them (apps/web/src/entry-server.tsx): one that works, and broken ones. */
const serverBuilds = {
  working: `export async function render(url, pageData, signal, visitor) {
    const who = visitor.signedOut ? 'a signed-out visitor' : 'someone maybe signed in';
    return { title: '<title>Jade · Inkbook</title>', html: '<main>' + pageData['/api/artists/jade'].artistName + ' from ' + url + ' for ' + who + '</main>',
      state: '<script type="application/json" id="${SERVER_STATE_ID}">{}</script>' };
  }`,
  throwing: `export async function render() { throw new Error('window is not defined'); }`,
  slow: 'export function render() { return new Promise(() => {}); }',
};

// A stand-in catalog with one profile, and a web build per kind of server build (or none).
let catalog: FastifyInstance;
let catalogUrl = '';
const root = mkdtempSync(join(tmpdir(), 'inkbook-ssr-'));
beforeAll(async () => {
  catalog = Fastify();
  catalog.get('/api/artists/jade', async () => profile);
  await catalog.listen({ host: '127.0.0.1', port: 0 });
  const address = catalog.server.address();
  catalogUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await catalog.close();
  rmSync(root, { recursive: true, force: true });
});

/** The gateway's web half over a build whose server half is `kind` (none: no dist-server at all). */
async function gatewayWith(kind: keyof typeof serverBuilds | 'none') {
  const web = join(root, kind);
  mkdirSync(join(web, 'dist'), { recursive: true });
  writeFileSync(join(web, 'dist', 'index.html'), indexHtml);
  if (kind !== 'none') {
    mkdirSync(join(web, 'dist-server'), { recursive: true });
    writeFileSync(join(web, 'dist-server', 'entry-server.js'), serverBuilds[kind]);
  }
  const app = Fastify();
  await app.register(compress, { threshold: 16 });
  await registerWebApp(
    app,
    readGatewayConfig({ INTERNAL_SECRET: TEST_SECRET, CATALOG_URL: catalogUrl, WEB_DIST: join(web, 'dist') }),
  );
  return app;
}

const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** Today's page: the app's HTML with the navbar shell and the page's data beside it. */
const expectAppPage = (body: string) => {
  expect(body).toContain('<title>Inkbook</title><script type="module" crossorigin src="/assets/index.js">');
  expect(body).toContain('<!--shell--><header>shell</header><!--/shell-->');
  expect(body).toContain(`<script type="application/json" id="${PAGE_DATA_ID}">{"/api/artists/jade":`);
  expect(body).not.toContain(SERVER_STATE_ID);
};

describe('server rendering of a planned page', () => {
  it('puts the rendered page in #root, its title in the head and its state instead of the page data', async () => {
    const app = await gatewayWith('working');
    const response = await page(app, '/artist/jade');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html><head><title>Jade · Inkbook</title>');
    expect(response.body).toContain(
      '<div id="root"><main>Jade from http://localhost/artist/jade for a signed-out visitor</main></div>',
    );
    expect(response.body).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{}</script>`);
    expect(response.body).not.toContain(PAGE_DATA_ID);
    // The page is whole without its code: for a signed-out visitor it starts at their first sign of using it.
    expect(response.body).toContain(
      '<script src="/start-app.js" data-entry="/assets/index.js" data-preloads="/assets/react.js" data-start="intent" defer></script>',
    );
    expect(response.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    await app.close();
  });

  it('starts the app once the page has painted for a visitor with a session cookie, who may be signed in', async () => {
    const app = await gatewayWith('working');
    for (const cookie of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
      const response = await page(app, '/artist/jade', { cookie: `theme=dark; ${cookie}=token` });
      expect(response.body).toContain(
        '<main>Jade from http://localhost/artist/jade for someone maybe signed in</main>',
      );
      expect(response.body).toContain('data-start="paint" defer></script>');
    }
    // Another site's cookie is not a session.
    const other = await page(app, '/artist/jade', { cookie: 'theme=dark' });
    expect(other.body).toContain('data-start="intent" defer></script>');
    await app.close();
  });

  it('sends a rendered page compressed: it is a route of its own, not the not-found handler', async () => {
    const app = await gatewayWith('working');
    const response = await app.inject({
      method: 'GET',
      url: '/artist/jade',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    await app.close();
  });

  it('serves the app page as before when the build has no server half', async () => {
    const app = await gatewayWith('none');
    const response = await page(app, '/artist/jade');
    expect(response.statusCode).toBe(200);
    expectAppPage(response.body);
    await app.close();
  });

  it('serves the app page as before, never a 500, when rendering throws', async () => {
    const app = await gatewayWith('throwing');
    const response = await page(app, '/artist/jade');
    expect(response.statusCode).toBe(200);
    expectAppPage(response.body);
    await app.close();
  });

  it('stops waiting for a render past the page-data budget and serves the app page', async () => {
    const app = await gatewayWith('slow');
    const started = Date.now();
    const response = await page(app, '/artist/jade');
    expect(Date.now() - started).toBeLessThan(1000);
    expectAppPage(response.body);
    await app.close();
  });

  it('renders nothing for a page whose data did not all come, or a page without a plan', async () => {
    const app = await gatewayWith('working');
    expect((await page(app, '/artist/missing')).body).not.toContain(SERVER_STATE_ID);
    expect((await page(app, '/terms')).body).toBe(indexHtml);
    await app.close();
  });
});
