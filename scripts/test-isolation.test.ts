import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

// vitest.config.ts runs the web tests with a shared module cache per worker. A test that replaces a module with
// `vi.mock` would get the real module another file already loaded (or leave its fake for the next file), so such a
// test must be named `*.isolated.test.tsx`, which runs in a project with a fresh cache per file.

const roots = ['apps/web/src'].map((root) => resolve(import.meta.dirname, '..', root));
const testFiles = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name)),
);

test('every web test that replaces a module runs isolated, and every isolated one needs to', () => {
  // A wrong root would find nothing and pass: the tests are there to be checked.
  expect(testFiles.length).toBeGreaterThan(50);
  const replacesModule = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
  const misplaced = testFiles.filter((file) => replacesModule(file) !== /\.isolated\.test\./.test(file));
  expect(misplaced).toEqual([]);
});
