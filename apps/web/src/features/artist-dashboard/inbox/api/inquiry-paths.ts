import { inquiryRoutes } from '@inkbook/contracts/inquiry-routes';

/** A contract path with its `:params` filled in, each encoded. */
const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The URLs of the inbox's calls (spec §7), from the routes in contracts. */
export const inquiryPaths = {
  inbox: (artistId: string) => fill(inquiryRoutes.artistInbox.path, { artistId }),
  stats: (artistId: string) => fill(inquiryRoutes.artistInboxStats.path, { artistId }),
  status: (id: string) => fill(inquiryRoutes.setStatus.path, { id }),
  notes: (id: string) => fill(inquiryRoutes.saveNotes.path, { id }),
  remove: (id: string) => fill(inquiryRoutes.delete.path, { id }),
};
