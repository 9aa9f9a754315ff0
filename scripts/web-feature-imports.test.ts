import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { expect, test } from 'vitest';

// DESIGN §7: the web app's features do not import each other; what two of them share lives in components/ or lib/.
// Biome's import rules only see the specifier as written, and a relative one points at a different folder from
// every depth, so this check resolves each import to the file it reaches.

const src = resolve(import.meta.dirname, '../apps/web/src');
const featuresDir = join(src, 'features');

/** Every module a file imports or re-exports, with `import`, `export ... from` or `import()`. */
const importedSpecifiers = (code: string) =>
  [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');

/** The feature folder a path is in, or undefined outside features/. */
function featureOf(path: string) {
  const inFeatures = relative(featuresDir, path);
  if (!inFeatures || inFeatures.startsWith('..')) return undefined;
  return inFeatures.split(sep)[0];
}

/** Where an import lands in the app's sources: the `@/` alias and relative paths; packages land outside. */
function resolveImport(file: string, specifier: string) {
  if (specifier.startsWith('@/')) return join(src, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return undefined;
}

test('no web feature imports another feature', () => {
  const files = readdirSync(featuresDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // A wrong path would find nothing and pass: the features are there to be checked.
  expect(files.length).toBeGreaterThan(50);

  const crossings = files.flatMap((file) =>
    importedSpecifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => {
        const target = resolveImport(file, specifier);
        const feature = target && featureOf(target);
        return feature !== undefined && feature !== featureOf(file);
      })
      .map((specifier) => `${relative(src, file)} imports ${specifier}`),
  );
  expect(crossings).toEqual([]);
});
