import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
