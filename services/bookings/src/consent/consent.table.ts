import type { ConsentStatement } from '@inkbook/contracts/aftercare-rules';
import type { ColumnType, Selectable } from 'kysely';
import type { OwnerKind } from '../settings/settings.table';

type Timestamp = ColumnType<string, Date | string | undefined, never>;

/** One saved version of an artist's or studio's consent template (issue 24 item 1); version 1 is the default. */
export interface ConsentTemplatesTable {
  owner_kind: OwnerKind;
  owner_id: string;
  version: number;
  title: string;
  statements: ColumnType<ConsentStatement[], string, never>;
  minimum_age: number;
  created_at: Timestamp;
}
export type ConsentTemplateRow = Selectable<ConsentTemplatesTable>;

/** A signed consent form (issue 24 item 2): inserted once, never updated (a trigger refuses it). */
export interface ConsentFormsTable {
  booking_id: string;
  version: number;
  title: string;
  statements: ColumnType<ConsentStatement[], string, never>;
  minimum_age: number;
  text: string;
  sha256: string;
  legal_name: string;
  /** `YYYY-MM-DD`. */
  date_of_birth: ColumnType<string, string, never>;
  acknowledgements: string[];
  signature: string;
  signed_at: Timestamp;
  ip: string;
  user_agent: string;
}
export type ConsentFormRow = Selectable<ConsentFormsTable>;

/** A deleted client's signed form, sealed: only an admin opens it until the retention job erases it (issue 27). */
export interface ConsentSealsTable {
  booking_id: string;
  sealed_at: ColumnType<string, string | undefined, never>;
  erase_after: ColumnType<string, string, never>;
}
