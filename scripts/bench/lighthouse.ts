import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { studioInquiryBody } from '@inkbook/inquiries/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { approvedStudio, claim } from './badge';
import { artistWithInquiries, chromiumLaunch, DASHBOARD_INQUIRIES, serveStandalone } from './dashboard';
import { approvedArtist, call, expectStatus } from './inquiries';
import { cpuSlowdownFor, type LighthouseRun, type LighthouseScore, summarise } from './lighthouse-runs';

/** Studio inquiries the studio of /studio-dashboard holds (besides its claims: two verified artists, one asking). */
export const STUDIO_DASHBOARD_INQUIRIES = 200;

/** Audits of each page; its figures are their medians (issue 30: one run's score moved 24 points on a shared machine). */
export const LIGHTHOUSE_RUNS = 5;

/** Each page's full Lighthouse report is kept here (gitignored) for a closer look. */
const REPORTS = '.tmp/lighthouse';

/** The paths Lighthouse audits, in order; `--pages` on the command line picks some of them. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/artists',
  '/artist/:handle',
  '/studios',
  '/studio/:handle',
  '/dashboard',
  '/studio-dashboard',
  '/onboarding',
  '/studio-onboarding',
] as const;
type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

/** A row of Lighthouse's network-requests audit, as far as the bench reads it. */
interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** Gzipped bytes of the JavaScript the browser loads up front for `/` (the entry and its preloads). */
async function initialJavaScript(base: string) {
  const html = await (await fetch(`${base}/`)).text();
  // A server-rendered page starts its code itself (apps/gateway/src/server-render.ts): the entry and the
  // chunks it preloads are named on that script's data-entry and data-preloads.
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ...html.matchAll(/data-entry="([^"]+\.js)"/g),
    ...[...html.matchAll(/data-preloads="([^"]*)"/g)].flatMap((m) =>
      (m[1] ?? '')
        .split(' ')
        .filter(Boolean)
        .map((src) => [src, src]),
    ),
  ].map((m) => m[1] as string);
  let total = 0;
  for (const src of new Set(sources))
    total += gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length;
  return { files: new Set(sources).size, gzipBytes: total };
}

/** POST /api/studio-inquiries as an anonymous visitor, once inquiries has the studio (404 until its event arrives). */
async function sendStudioInquiry(studioId: string, concept: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const res = await call('POST', '/api/studio-inquiries', {
      body: studioInquiryBody(studioId, { concept }),
    });
    if (res.status === 201) return;
    await expectStatus(res, 404, 'studio inquiry');
    await sleep(100);
  }
  throw new Error(`studio ${studioId} never reached the inquiries projection`);
}

/**
 * A studio applied and approved through the gateway, with what its Overview counts: two artists it claimed who
 * approved (verified), one artist asking it for verification, and `STUDIO_DASHBOARD_INQUIRIES` pending studio
 * inquiries. Answers its session cookie.
 */
async function studioWithActivity() {
  const studio = await approvedStudio();
  for (let i = 0; i < 2; i++) {
    const artist = await approvedArtist();
    const id = await claim(studio, artist.id);
    await expectStatus(
      await call('PUT', `/api/studio-artist-claims/${id}/approve`, { body: {}, cookie: artist.cookie }),
      200,
      'approve',
    );
  }
  const asking = await approvedArtist();
  await claim({ id: studio.id, cookie: asking.cookie }, asking.id);
  for (let i = 1; i <= STUDIO_DASHBOARD_INQUIRIES; i++)
    await sendStudioInquiry(studio.id, `Studio inquiry ${i}: a full back piece, a dragon among peonies`);
  return studio;
}

/** Where a run's gathered artifacts wait for their audit (gitignored). */
const ARTIFACTS = '.tmp/lighthouse-artifacts';

/**
 * One Lighthouse run (mobile, simulated throttling) of `url` in the Chromium at `port`, calibrated to the machine
 * as it was during that very run (issue 30: the same phone on every machine): the page is gathered first, which
 * measures the machine (its `BenchmarkIndex`), then audited at the CPU slowdown that makes a machine of that speed
 * Lighthouse's mid-tier phone (`cpuSlowdownFor`). Simulated throttling is applied in the audit, from the trace the
 * gather saw, so the slowdown can be chosen after the gather; the saved settings are the audit's own, as Lighthouse
 * refuses an audit whose settings differ from its gather's. Now and then Lighthouse itself fails a run (no score, a
 * runtimeError): it is run once more rather than reported as 0; a second failure throws, as a run without figures
 * would move the median.
 */
async function auditOnce(url: string, { port, headers }: { port: number; headers?: Record<string, string> }) {
  const flags = {
    port,
    onlyCategories: ['performance', 'accessibility'],
    logLevel: 'error' as const,
    output: 'json' as const,
    extraHeaders: headers ?? null,
  };
  const run = async () => {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    await lighthouse(url, { ...flags, gatherMode: ARTIFACTS });
    const saved = `${ARTIFACTS}/artifacts.json`;
    const artifacts = JSON.parse(readFileSync(saved, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const cpuSlowdownMultiplier = cpuSlowdownFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(saved, JSON.stringify(artifacts));
    return lighthouse(undefined, { ...flags, auditMode: ARTIFACTS, throttling: { cpuSlowdownMultiplier } });
  };
  const failure = (result: Awaited<ReturnType<typeof run>>) =>
    result?.lhr.runtimeError || result?.lhr.categories.performance?.score == null
      ? (result?.lhr.runtimeError?.code ?? 'no score')
      : undefined;
  let result = await run();
  if (failure(result)) {
    console.error(`lighthouse: ${url} failed (${failure(result)}); once more`);
    result = await run();
  }
  if (!result || failure(result)) throw new Error(`lighthouse: ${url} failed twice (${failure(result)})`);
  return result.lhr;
}

/** A page's report file name: its path's words joined by dashes ('/artist/jade.paints.skin' → 'artist-jade-paints-skin', '/' → 'home'). */
const reportName = (page: string) => page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/** The figures the bench reads from one audit's report. */
function figures(lhr: Result): LighthouseRun {
  const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items;
  const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
  };
}

/**
 * Lighthouse (mobile settings, simulated throttling) against the production build served by the standalone
 * launcher with demo data: performance and accessibility of the five pages the gateway renders on the server (/,
 * /artists, a demo artist's profile, /studios, a demo studio's profile), /dashboard signed
 * in as an approved artist holding `DASHBOARD_INQUIRIES` inquiries, /studio-dashboard signed in as an approved
 * studio with claims and inquiries (`studioWithActivity`), and the two application wizards as a visitor; each
 * session cookie is sent as an extra header, which Lighthouse's storage reset leaves alone. Each page is audited
 * `LIGHTHOUSE_RUNS` times in a row and reported as medians and spreads (`summarise`). `only` limits the audit to
 * some of `LIGHTHOUSE_PAGES` (and skips making the accounts the others need).
 */
export async function benchLighthouse(only: readonly LighthousePage[] = LIGHTHOUSE_PAGES) {
  const app = await serveStandalone({ SEED_DEMO: 'true', NATS_URL: '' });
  const chrome = await chromeLauncher.launch({
    ...(chromiumLaunch.executablePath && { chromePath: chromiumLaunch.executablePath }),
    chromeFlags: ['--headless=new', ...(chromiumLaunch.args ?? [])],
  });
  try {
    /** The handle of the first demo profile `list` answers (its `field`). */
    const firstHandle = async (list: string, field: 'instagramHandle' | 'handle') => {
      const { items } = (await (await fetch(`${app.url}${list}?pageSize=1`)).json()) as {
        items: Record<typeof field, string>[];
      };
      return items[0]?.[field] ?? 'missing';
    };
    // What each page needs before its audit (a profile to show, a signed-in account), made only for pages audited.
    const plans: Record<
      LighthousePage,
      () => Promise<{ page: string; label?: string; headers?: Record<string, string> }>
    > = {
      '/': async () => ({ page: '/' }),
      '/artists': async () => ({ page: '/artists' }),
      '/artist/:handle': async () => ({
        page: `/artist/${await firstHandle('/api/artists', 'instagramHandle')}`,
      }),
      '/studios': async () => ({ page: '/studios' }),
      '/studio/:handle': async () => ({ page: `/studio/${await firstHandle('/api/studios', 'handle')}` }),
      '/dashboard': async () => ({
        page: '/dashboard',
        label: `/dashboard (signed-in artist, ${DASHBOARD_INQUIRIES} inquiries)`,
        headers: { cookie: (await artistWithInquiries()).cookie },
      }),
      '/studio-dashboard': async () => ({
        page: '/studio-dashboard',
        label: `/studio-dashboard (signed-in studio, 3 claims, ${STUDIO_DASHBOARD_INQUIRIES} inquiries)`,
        headers: { cookie: (await studioWithActivity()).cookie },
      }),
      '/onboarding': async () => ({ page: '/onboarding' }),
      '/studio-onboarding': async () => ({ page: '/studio-onboarding' }),
    };
    const scores: LighthouseScore[] = [];
    mkdirSync(REPORTS, { recursive: true });
    for (const path of only) {
      const { page, label, headers } = await plans[path]();
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        const lhr = await auditOnce(`${app.url}${page}`, { port: chrome.port, ...(headers && { headers }) });
        runs.push(figures(lhr));
        // Each run's whole report, to see what a score is made of (which scripts, which long tasks).
        writeFileSync(`${REPORTS}/${reportName(page)}-${run}.json`, JSON.stringify(lhr));
      }
      scores.push(summarise(label ?? page, runs));
    }
    return { scores, initialJs: await initialJavaScript(app.url) };
  } finally {
    await chrome.kill();
    await app.stop();
  }
}
