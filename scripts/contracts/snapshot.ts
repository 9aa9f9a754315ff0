import { isDeepStrictEqual } from 'node:util';
import {
  breakingChanges,
  type Contracts,
  currentContracts,
  describeChange,
  readSnapshot,
  writeSnapshot,
} from './contracts';

// `npm run contracts:snapshot`: records the current event payloads and /internal routes as the contract services on
// the old version hold the new one to. It refuses nothing (a breaking change made on purpose, after a release with
// both versions, is recorded the same way: packages/contracts/README.md); it says what changed and what breaks.

function changedNames(old: Record<string, unknown>, current: Record<string, unknown>) {
  const names = [...new Set([...Object.keys(old), ...Object.keys(current)])].sort();
  return names.flatMap((name) => {
    if (!(name in old)) return [`  added    ${name}`];
    if (!(name in current)) return [`  removed  ${name}`];
    return isDeepStrictEqual(old[name], current[name]) ? [] : [`  changed  ${name}`];
  });
}

function previousSnapshot(): Contracts {
  try {
    return readSnapshot();
  } catch {
    return { events: {}, internal: {} };
  }
}

const old = previousSnapshot();
const current = currentContracts();
writeSnapshot(current);

const changed = [
  ...changedNames(old.events, current.events),
  ...changedNames(old.internal, current.internal),
];
console.log(changed.length ? `Snapshot updated:\n${changed.join('\n')}` : 'Snapshot unchanged.');
const breaking = breakingChanges(old, current);
if (breaking.length) {
  console.log(`\nThese changes break services still on the previous version (${breaking.length}):`);
  for (const change of breaking) console.log(`  ${describeChange(change)}`);
  console.log(
    '\nRecorded anyway. Ship them as a new subject or path version beside the old one (packages/contracts/README.md).',
  );
}
