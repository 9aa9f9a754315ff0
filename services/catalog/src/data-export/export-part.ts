import { jsonFile, registerExportPart, type ServiceApp } from '@inkbook/service-kit';
import { toArtist } from '../artists/artist.mapper';
import { findArtistById } from '../artists/artist.repository';
import type { CatalogContext } from '../context';
import { toStudio } from '../studios/studio.mapper';
import { findStudioById } from '../studios/studio.repository';

/**
 * catalog's part of a data export: the caller's own artist and studio profiles as their owner reads them (a client
 * has none). Public images stay URLs; nothing of another profile.
 */
export function registerProfileExport(app: ServiceApp, { db }: CatalogContext): void {
  registerExportPart(app, async (user) => {
    const [artist, studio] = await Promise.all([
      user.artistId ? findArtistById(db, user.artistId) : undefined,
      user.studioId ? findStudioById(db, user.studioId) : undefined,
    ]);
    return [
      ...(artist ? [jsonFile('profile/artist.json', toArtist(artist))] : []),
      ...(studio ? [jsonFile('profile/studio.json', toStudio(studio))] : []),
    ];
  });
}
