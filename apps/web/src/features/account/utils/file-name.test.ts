import { expect, test } from 'vitest';
import { EXPORT_FALLBACK_NAME, fileNameOf } from './file-name';

test.each([
  ['attachment; filename="inkbook-data-2026-11-29.zip"', 'inkbook-data-2026-11-29.zip'],
  ['attachment; filename=inkbook.zip', 'inkbook.zip'],
  [`attachment; filename="plain.zip"; filename*=UTF-8''caf%C3%A9.zip`, 'café.zip'],
  [`attachment; filename="plain.zip"; filename*=UTF-8''bad%E0.zip`, 'plain.zip'],
  ['attachment; filename="../../etc/passwd"', 'passwd'],
  ['attachment', EXPORT_FALLBACK_NAME],
  [null, EXPORT_FALLBACK_NAME],
])('%s names the file %s', (header, name) => {
  expect(fileNameOf(header)).toBe(name);
});
