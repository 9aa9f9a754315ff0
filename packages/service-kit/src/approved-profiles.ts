import {
  approvedProfileOf,
  artistProfileSubjects,
  type EventPayload,
  studioProfileSubjects,
} from '@inkbook/contracts/events';
import type { Kysely } from 'kysely';
import type { ServiceContext } from './service-app';

export type ApprovedArtist = EventPayload<'catalog.artist.submitted'>;
export type ApprovedStudio = EventPayload<'catalog.studio.submitted'>;

/** A projected profile: its catalog id, plus whichever columns the keeping service needs. */
interface ProfileRow {
  id: string;
}

/** The two tables a service keeps approved profiles in, in its own schema (never another service's). */
export interface ApprovedProfileTables {
  approved_artists: ProfileRow;
  approved_studios: ProfileRow;
}

export interface ApprovedProfileColumns<DB extends ApprovedProfileTables> {
  /** The service's name: its durable consumers are `<service>-artists` and `<service>-studios`. */
  service: string;
  /** The row this service keeps of an approved artist, from the event's snapshot. */
  artist(artist: ApprovedArtist): DB['approved_artists'];
  /** Likewise for an approved studio. */
  studio(studio: ApprovedStudio): DB['approved_studios'];
}

type ProfileTable = keyof ApprovedProfileTables;

async function upsert(db: Kysely<ApprovedProfileTables>, table: ProfileTable, row: ProfileRow) {
  const { id, ...rest } = row;
  await db
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
}

const remove = async (db: Kysely<ApprovedProfileTables>, table: ProfileTable, id: string) => {
  await db.deleteFrom(table).where('id', '=', id).execute();
};

/**
 * Keeps catalog's approved artists and studios in the service's own `approved_artists` / `approved_studios`
 * (DESIGN §4 projections), with the columns the service asks for: a profile approved is upserted, and one that
 * stops being approved, or is deleted, leaves at once. Claims and inquiries each keep their own.
 */
export async function registerApprovedProfiles<DB extends ApprovedProfileTables>(
  context: Pick<ServiceContext<DB>, 'consume'>,
  columns: ApprovedProfileColumns<DB>,
): Promise<void> {
  // The consumer hands its transaction over the service's database; only these two tables are touched.
  const tables = (trx: Kysely<DB>) => trx as unknown as Kysely<ApprovedProfileTables>;
  await context.consume({
    durable: `${columns.service}-artists`,
    subjects: artistProfileSubjects,
    async handle(trx, event) {
      const artist = approvedProfileOf(event);
      if (!artist) return remove(tables(trx), 'approved_artists', event.data.id);
      await upsert(tables(trx), 'approved_artists', columns.artist(artist));
    },
  });
  await context.consume({
    durable: `${columns.service}-studios`,
    subjects: studioProfileSubjects,
    async handle(trx, event) {
      const studio = approvedProfileOf(event);
      if (!studio) return remove(tables(trx), 'approved_studios', event.data.id);
      await upsert(tables(trx), 'approved_studios', columns.studio(studio));
    },
  });
}
