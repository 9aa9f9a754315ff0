import { jsonFile, registerExportPart, type ServiceApp } from '@inkbook/service-kit';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db';
import { findUserById } from '../users/user.repository';

/** auth's part of a data export: the account itself (never its password hash, sessions or link tokens). */
export function registerAccountExport(app: ServiceApp, db: Kysely<AuthDatabase>): void {
  registerExportPart(app, async (user) => {
    const row = await findUserById(db, user.id);
    if (!row) return [];
    return [
      jsonFile('account.json', {
        id: row.id,
        email: row.email,
        role: row.role,
        artistId: row.artist_id,
        studioId: row.studio_id,
        emailVerifiedAt: row.email_verified_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }),
    ];
  });
}
