import type { Migration } from 'kysely';
import * as catalog from './2026-11-22_001_catalog';
import * as mediaVisibility from './2026-11-23_001_media-visibility';
import * as applicationLimits from './2026-11-26_001_application-limits';
import * as uploadLimits from './2026-11-26_002_upload-limits';
import * as rejectionReason from './2026-11-29_001_rejection-reason';
import * as booksAndFlash from './2026-11-29_002_books-and-flash';
import * as nearbySearch from './2026-11-29_003_nearby-search';
import * as searchWords from './2026-11-29_004_search-words';
import * as listSorts from './2026-11-29_005_list-sorts';

export const migrations: Record<string, Migration> = {
  '2026-11-22_001_catalog': catalog,
  '2026-11-23_001_media-visibility': mediaVisibility,
  '2026-11-26_001_application-limits': applicationLimits,
  '2026-11-26_002_upload-limits': uploadLimits,
  '2026-11-29_001_rejection-reason': rejectionReason,
  '2026-11-29_002_books-and-flash': booksAndFlash,
  '2026-11-29_003_nearby-search': nearbySearch,
  '2026-11-29_004_search-words': searchWords,
  '2026-11-29_005_list-sorts': listSorts,
};
