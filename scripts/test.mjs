// `npm test`: lint, typecheck, compose validation, unit + service integration tests (vitest, real Postgres and
// NATS), the 60-second fuzz of the API, the short chaos run and browser journeys (Playwright, system Chromium). Prints each runner's result and, last and alone on
// its line, the total over every runner: `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const tmp = '.tmp';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0 };
const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}

/** A check that is not a test runner counts as one test: passed or failed. */
function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  results.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
}

/** A test runner's own counts, read from its JSON report; a runner that crashed before reporting counts as one failure. */
function runner(label, command, args, report, count, env) {
  const { ok, seconds } = run(label, command, args, env);
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) ({ passed, failed } = count(JSON.parse(readFileSync(report, 'utf8'))));
  if (!ok && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  results.push(`${label}: ${passed} passed, ${failed} failed (${seconds} s)`);
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

check('lint', 'npx', ['biome', 'check', '.']);
check('typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('typecheck (web)', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json', '--noEmit']);
if (hasCommand('docker-compose')) check('docker-compose config', 'docker-compose', ['config', '-q']);

runner(
  'vitest',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`],
  `${tmp}/vitest.json`,
  (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) }),
);

// Property-based requests from /api/docs through the whole stack for 60 s (issue 27); a failure prints its seed and
// the shortest failing request.
check('fuzz (60 s)', 'npx', ['tsx', 'scripts/fuzz/index.ts', '--seconds', '60']);
// Each fault once under a steady load, on a nats-server and a Postgres of its own (issue 27): 0 lost, 0 doubled,
// no error outside a fault's window.
check('chaos (short)', 'npx', ['tsx', 'scripts/chaos/index.ts', '--short']);

check('build', 'npx', [
  'turbo',
  'run',
  'build',
  '--filter=@inkbook/standalone...',
  '--output-logs=errors-only',
]);
runner(
  'playwright',
  'npx',
  ['playwright', 'test'],
  `${tmp}/playwright.json`,
  (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
  { PW_JSON_OUTPUT: `${tmp}/playwright.json` },
);

console.log(`\n${results.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
