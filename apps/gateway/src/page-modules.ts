import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Reads the web build's manifest (Vite `build.manifest`) and answers, for a page's source module
 * (`src/app/routes/landing.tsx`), the `<link rel="modulepreload">` tags for its chunk and every chunk it imports
 * that the entry does not already load. With them the browser fetches a page's code alongside the app's entry
 * instead of after it has run. No manifest (a build without one), or an unknown module: no tags.
 */
export function pageModulePreloads(webDist: string): (source: string) => string {
  const path = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
    return into;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = entryKeys.reduce((into, key) => collect(key, into), new Set<string>());
  const cache = new Map<string, string>();
  return (source) => {
    const known = cache.get(source);
    if (known !== undefined) return known;
    const tags = [...collect(source, new Set())]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
      .join('');
    cache.set(source, tags);
    return tags;
  };
}
