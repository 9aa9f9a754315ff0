import { gzipSync } from 'node:zlib';
import { createTestDatabase, TEST_SECRET } from '@inkbook/service-kit/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve, stopAll } from './processes';

const PORT = 18090;
const base = `http://localhost:${PORT}`;

/** Gzipped bytes of the JavaScript the browser loads up front for `/` (the entry and its modulepreloads). */
async function initialJavaScript() {
  const html = await (await fetch(`${base}/`)).text();
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  let total = 0;
  for (const src of new Set(sources))
    total += gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length;
  return { files: new Set(sources).size, gzipBytes: total };
}

/**
 * Lighthouse (mobile settings, simulated throttling) against the production build served by the standalone
 * launcher with demo data: performance and accessibility of /, /artists and an artist profile.
 */
export async function benchLighthouse() {
  const database = await createTestDatabase();
  const app = await serve(
    'apps/standalone/dist/main.js',
    {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      PORT: String(PORT),
      NATS_URL: '',
      INTERNAL_SECRET: TEST_SECRET,
    },
    `${base}/healthz`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { items } = (await (await fetch(`${base}/api/artists?pageSize=1`)).json()) as {
      items: { instagramHandle: string }[];
    };
    const pages = ['/', '/artists', `/artist/${items[0]?.instagramHandle ?? 'missing'}`];
    const scores: { page: string; performance: number; accessibility: number }[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
      });
      const categories = result?.lhr.categories;
      scores.push({
        page,
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      });
    }
    return { scores, initialJs: await initialJavaScript() };
  } finally {
    await chrome.kill();
    await stopAll([app]);
    await database.drop();
  }
}
