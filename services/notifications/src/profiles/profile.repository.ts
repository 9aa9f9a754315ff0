import type { NotificationsDb } from '../db';
import type { ProfileKind, ProfilesTable } from './profile.table';

export const findProfile = (db: NotificationsDb, kind: ProfileKind, id: string) =>
  db.selectFrom('profiles').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();

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
  await db.deleteFrom('profile_statuses').where('kind', '=', kind).where('id', '=', id).execute();
}

/**
 * Records that the profile had `status` at `updatedAt` and answers the status it had just before (null when none
 * was seen), or `status` itself when a later one is already known (a retried event that lost a race tells no
 * change). `db` is the service's pool, not the event's transaction: what an event saw stays seen when that
 * transaction is rolled back to wait (an account not there yet), so the events after it still read it.
 */
export async function statusBefore(
  db: NotificationsDb,
  seen: { kind: ProfileKind; id: string; status: string; updatedAt: string },
): Promise<string | null> {
  const { kind, id, status, updatedAt } = seen;
  await db
    .insertInto('profile_statuses')
    .values({ kind, id, status, updated_at: updatedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const statuses = db
    .selectFrom('profile_statuses')
    .select('status')
    .where('kind', '=', kind)
    .where('id', '=', id);
  if (await statuses.where('updated_at', '>', updatedAt).executeTakeFirst()) return status;
  const before = await statuses
    .where('updated_at', '<', updatedAt)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return before?.status ?? null;
}
