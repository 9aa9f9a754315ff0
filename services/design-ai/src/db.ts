import type { Kysely } from 'kysely';
import type { DesignFilesTable } from './designs/design-file.table';

export interface DesignAiDatabase {
  design_files: DesignFilesTable;
}
export type DesignAiDb = Kysely<DesignAiDatabase>;
