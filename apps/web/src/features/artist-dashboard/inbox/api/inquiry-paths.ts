import { fillPath, inquiryPaths as paths } from '@inkbook/contracts/inquiry-paths';

/** The URLs of the inbox's calls (spec §7). */
export const inquiryPaths = {
  inbox: (artistId: string) => fillPath(paths.artistInbox, { artistId }),
  stats: (artistId: string) => fillPath(paths.artistInboxStats, { artistId }),
  status: (id: string) => fillPath(paths.setStatus, { id }),
  notes: (id: string) => fillPath(paths.saveNotes, { id }),
  remove: (id: string) => fillPath(paths.delete, { id }),
};
