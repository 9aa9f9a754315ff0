import type { ConsentStatement } from '@inkbook/contracts/aftercare-rules';
import { type Insertable, sql } from 'kysely';
import type { BookingsDb } from '../db';
import type { Owner } from '../shared/parties';
import type { ConsentFormsTable } from './consent.table';

// Consent templates (every saved version) and signed consent forms (issue 24 items 1–2): kysely only.

const ofOwner = (db: BookingsDb, owner: Owner) =>
  db
    .selectFrom('consent_templates')
    .selectAll()
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id);

/** The owner's newest saved version (undefined: they never saved one). */
export const findLatestTemplate = (db: BookingsDb, owner: Owner) =>
  ofOwner(db, owner).orderBy('version', 'desc').limit(1).executeTakeFirst();

/** Every version the owner saved, newest first. */
export const listTemplates = (db: BookingsDb, owner: Owner) =>
  ofOwner(db, owner).orderBy('version', 'desc').execute();

/**
 * Saves the owner's next version (the newest + 1; 2 for the first save, version 1 being the default) in one
 * statement. Two saves at once compute the same number: the primary key refuses the later one (23505), which
 * waits for the first to commit, so the caller may simply try again.
 */
export const insertNextTemplate = (
  db: BookingsDb,
  owner: Owner,
  template: { title: string; statements: readonly ConsentStatement[]; minimumAge: number },
) =>
  db
    .insertInto('consent_templates')
    .columns(['owner_kind', 'owner_id', 'version', 'title', 'statements', 'minimum_age'])
    .expression(
      db
        .selectFrom('consent_templates')
        .select([
          sql.val(owner.kind).as('owner_kind'),
          sql.val(owner.id).as('owner_id'),
          sql<number>`coalesce(max(version), 1) + 1`.as('version'),
          sql.val(template.title).as('title'),
          sql`${JSON.stringify(template.statements)}::jsonb`.as('statements'),
          sql.val(template.minimumAge).as('minimum_age'),
        ])
        .where('owner_kind', '=', owner.kind)
        .where('owner_id', '=', owner.id),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

/** A booking's signed form, its date of birth as `YYYY-MM-DD` (undefined: not signed). */
export const findForm = (db: BookingsDb, bookingId: string) =>
  db
    .selectFrom('consent_forms')
    .select([
      'booking_id',
      'version',
      'title',
      'statements',
      'minimum_age',
      'text',
      'sha256',
      'legal_name',
      'acknowledgements',
      'signature',
      'signed_at',
      'ip',
      'user_agent',
      // A `date` column would come back as a Date at local midnight: read it as the text it is.
      sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
    ])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();

type FormValues = Omit<Insertable<ConsentFormsTable>, 'statements' | 'signed_at'> & {
  statements: readonly ConsentStatement[];
};

/**
 * Keeps a signed form (never updated: the database refuses it). A second signature of the same booking fails on
 * the primary key (23505), however the two raced.
 */
export const insertForm = (db: BookingsDb, form: FormValues) =>
  db
    .insertInto('consent_forms')
    .values({ ...form, statements: JSON.stringify(form.statements) })
    .returning(['signed_at', 'sha256'])
    .executeTakeFirstOrThrow();

/** Postgres refused a row whose key is already taken (a racing save or signature). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Whether the booking's signed form is sealed (its client deleted their account, issue 27 item 5). */
export const isSealed = async (db: BookingsDb, bookingId: string) =>
  (await db
    .selectFrom('consent_seals')
    .select('booking_id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()) !== undefined;
