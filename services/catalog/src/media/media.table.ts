import type { Generated } from 'kysely';

export interface MediaTable {
  hash: string;
  width: number;
  height: number;
  created_at: Generated<string>;
  claimed_at: string | null;
}

export interface MediaVariantsTable {
  hash: string;
  variant: string;
  content_type: string;
  bytes: Buffer;
}
