import type { NotificationsDb } from '../db';
import type { ProfileKind, ProfilesTable } from './profile.table';

const profile = (db: NotificationsDb, kind: ProfileKind, id: string) =>
  db.selectFrom('profiles').selectAll().where('kind', '=', kind).where('id', '=', id);

export const findProfile = (db: NotificationsDb, kind: ProfileKind, id: string) =>
  profile(db, kind, id).executeTakeFirst();

/** The profile, locked until the transaction that replaces its snapshot ends (replicas take turns). */
export const lockProfile = (db: NotificationsDb, kind: ProfileKind, id: string) =>
  profile(db, kind, id).forUpdate().executeTakeFirst();

/** Keeps the newer of the stored snapshot and `profile`. */
export async function keepProfile(db: NotificationsDb, profile: ProfilesTable) {
  const { kind, id, ...rest } = profile;
  await db
    .insertInto('profiles')
    .values(profile)
    .onConflict((oc) =>
      oc.columns(['kind', 'id']).doUpdateSet(rest).where('profiles.updated_at', '<=', profile.updated_at),
    )
    .execute();
}

export async function forgetProfile(db: NotificationsDb, kind: ProfileKind, id: string) {
  await db.deleteFrom('profiles').where('kind', '=', kind).where('id', '=', id).execute();
}
