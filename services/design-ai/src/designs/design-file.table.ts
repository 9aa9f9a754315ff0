import type { Generated } from 'kysely';

/** A design, stencil or mirrored stencil: stored once under the hash of its bytes, served as an immutable file. */
export interface DesignFilesTable {
  /** `<sha256 of the bytes>.<png|svg>`: the last part of its URL. */
  name: string;
  content_type: string;
  bytes: Buffer;
  created_at: Generated<string>;
}
