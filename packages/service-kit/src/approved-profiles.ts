import {
  approvedProfileOf,
  artistProfileSubjects,
  type EventPayload,
  studioProfileSubjects,
  type TypedEvent,
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
type ProfileSubject = (typeof artistProfileSubjects)[number] | (typeof studioProfileSubjects)[number];

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
  const keep = <S extends ProfileSubject>(
    kind: 'artists' | 'studios',
    subjects: readonly S[],
    rowOf: (event: TypedEvent<S>) => ProfileRow | null,
  ) =>
    context.consume({
      durable: `${columns.service}-${kind}`,
      subjects,
      async handle(trx, event) {
        // The consumer's transaction is over the service's database; only this table is touched.
        const db = trx as unknown as Kysely<ApprovedProfileTables>;
        const row = rowOf(event);
        if (!row) return remove(db, `approved_${kind}`, event.data.id);
        await upsert(db, `approved_${kind}`, row);
      },
    });
  await keep('artists', artistProfileSubjects, (event) => {
    const artist = approvedProfileOf(event);
    return artist && columns.artist(artist);
  });
  await keep('studios', studioProfileSubjects, (event) => {
    const studio = approvedProfileOf(event);
    return studio && columns.studio(studio);
  });
}
