import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A secret generated on first start and kept in `.data/` (mode 600), so restarts keep using it. */
export function localSecret(dataDir: string, name: string, bytes = 24): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
