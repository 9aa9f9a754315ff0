// Bundles Node entry points (a service's server and its migration command, the gateway or the standalone launcher)
// into dist/ with esbuild, one dist/<name>.js each.
// Our own workspace packages (@inkbook/*) are bundled in; every other dependency stays external and is
// loaded from node_modules at run time (native modules such as argon2, sharp and pg-native must not be bundled).
// A package that forks a process of its own lists that process's entry under `workerEntries` in its package.json
// (name -> source): it is bundled beside the entry point as dist/<name>.js, where the package looks for it.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

const entries = process.argv.slice(2);
if (!entries.length) throw new Error('usage: build-node.mjs <entry.ts>...');
const root = new URL('..', import.meta.url).pathname;
const external = new Set();
const entryPoints = Object.fromEntries(entries.map((entry) => [basename(entry, '.ts'), entry]));
const collect = (dir) => {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [name, source] of Object.entries(pkg.workerEntries ?? {})) entryPoints[name] = join(dir, source);
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
    if (name.startsWith('@inkbook/')) {
      const ws = ['packages', 'services', 'apps']
        .map((d) => join(root, d, name.slice('@inkbook/'.length)))
        .find((p) => {
          try {
            readFileSync(join(p, 'package.json'));
            return true;
          } catch {
            return false;
          }
        });
      if (ws) collect(ws);
    } else external.add(name);
  }
};
collect(process.cwd());

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
