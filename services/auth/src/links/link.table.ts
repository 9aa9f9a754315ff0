import type { AccountLinkPurpose } from '@inkbook/contracts/auth';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface LinkTokensTable {
  /** SHA-256 of the token in the link; the token itself is only ever in the email. */
  token_hash: string;
  user_id: string;
  purpose: AccountLinkPurpose;
  created_at: Generated<string>;
  expires_at: string;
  used_at: ColumnType<string | null, never, string>;
}
export type LinkTokenRow = Selectable<LinkTokensTable>;
