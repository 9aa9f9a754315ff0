import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pageModulePreloads } from './page-modules';

const dist = mkdtempSync(join(tmpdir(), 'inkbook-web-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('pageModulePreloads', () => {
  it('names a page’s chunk and what it imports, less what the entry already loads', () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor-2.js' },
        'src/app/routes/landing.tsx': {
          file: 'assets/landing-3.js',
          imports: ['index.html', '_vendor.js', '_image.js'],
        },
        '_image.js': { file: 'assets/image-4.js', imports: ['_icon.js', '_vendor.js'] },
        '_icon.js': { file: 'assets/icon-5.js' },
      }),
    );
    const preloads = pageModulePreloads(dist);
    expect(preloads('src/app/routes/landing.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/landing-3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/image-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/icon-5.js">',
    );
    expect(preloads('src/app/routes/unknown.tsx')).toBe('');
  });

  it('names nothing for a build without a manifest', () => {
    expect(pageModulePreloads(join(dist, 'nowhere'))('src/app/routes/landing.tsx')).toBe('');
  });
});

/** Script files a page's first paint waits on: the entry and its modulepreloads (index.html), and the page's own. */
const firstPaintScripts = (webDist: string, page: string) =>
  (readFileSync(join(webDist, 'index.html'), 'utf8').match(/<script[^>]+src=|rel="modulepreload"/g) ?? [])
    .length + (pageModulePreloads(webDist)(`src/app/routes/${page}.tsx`).match(/<link /g) ?? []).length;

describe('the web build', () => {
  const webDist = join(dist, 'web');

  // Issue 25: /onboarding waited on 55 small script files on a slow phone. The build inlines small shared chunks
  // into their pages (vite.config.ts), so each page's code comes in a few files; a few seconds of vite build.
  it('loads each application wizard, and the public pages, in a few script files', () => {
    // The web app's own vite (the gateway does not depend on it), with its vite.config.ts.
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'silent'], {
      cwd: fileURLToPath(new URL('../../web', import.meta.url)),
    });
    for (const page of ['onboarding', 'studio-onboarding'])
      expect(firstPaintScripts(webDist, page)).toBeLessThanOrEqual(16);
    for (const page of ['landing', 'artists', 'artist-profile'])
      expect(firstPaintScripts(webDist, page)).toBeLessThanOrEqual(7);
  }, 120_000);
});
