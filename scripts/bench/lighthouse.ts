import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { artistWithInquiries, chromiumLaunch, DASHBOARD_INQUIRIES, serveStandalone } from './dashboard';

/** Gzipped bytes of the JavaScript the browser loads up front for `/` (the entry and its modulepreloads). */
async function initialJavaScript(base: string) {
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
 * launcher with demo data: performance and accessibility of /, /artists, an artist profile, and /dashboard signed
 * in as an approved artist holding `DASHBOARD_INQUIRIES` inquiries (its session cookie sent as an extra header,
 * which Lighthouse's storage reset leaves alone).
 */
export async function benchLighthouse() {
  const app = await serveStandalone({ SEED_DEMO: 'true', NATS_URL: '' });
  const chrome = await chromeLauncher.launch({
    ...(chromiumLaunch.executablePath && { chromePath: chromiumLaunch.executablePath }),
    chromeFlags: ['--headless=new', ...(chromiumLaunch.args ?? [])],
  });
  try {
    const { items } = (await (await fetch(`${app.url}/api/artists?pageSize=1`)).json()) as {
      items: { instagramHandle: string }[];
    };
    const artist = await artistWithInquiries();
    const pages: { page: string; headers?: Record<string, string> }[] = [
      { page: '/' },
      { page: '/artists' },
      { page: `/artist/${items[0]?.instagramHandle ?? 'missing'}` },
      { page: '/dashboard', headers: { cookie: artist.cookie } },
    ];
    const scores: { page: string; performance: number; accessibility: number }[] = [];
    for (const { page, headers } of pages) {
      const result = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
        extraHeaders: headers ?? null,
      });
      const categories = result?.lhr.categories;
      scores.push({
        page: headers ? `${page} (signed-in artist, ${DASHBOARD_INQUIRIES} inquiries)` : page,
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      });
    }
    return { scores, initialJs: await initialJavaScript(app.url) };
  } finally {
    await chrome.kill();
    await app.stop();
  }
}
