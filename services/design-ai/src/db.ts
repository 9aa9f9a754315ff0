import type { MediaDatabase } from '@inkbook/media';
import type { Kysely } from 'kysely';

/** Design-ai keeps only files: its designs and stencils, in the shared media tables of its own schema. */
export type DesignAiDatabase = MediaDatabase;
export type DesignAiDb = Kysely<DesignAiDatabase>;
