import type { Migration } from 'kysely';
import * as designFiles from './2026-11-23_001_design-files';
import * as designFilesInMedia from './2026-11-26_001_design-files-in-media';

/** The kit's outbox and processed-events tables come first (service-kit's own migrations). */
export const migrations: Record<string, Migration> = {
  '2026-11-23_001_design-files': designFiles,
  '2026-11-26_001_design-files-in-media': designFilesInMedia,
};
