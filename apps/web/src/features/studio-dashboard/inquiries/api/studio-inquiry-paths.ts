import { fillPath, studioInquiryPaths as paths } from '@inkbook/contracts/inquiry-paths';

/** The URLs of the studio's inquiry calls (spec §7). */
export const studioInquiryPaths = {
  inbox: (studioId: string) => fillPath(paths.inbox, { studioId }),
  status: (id: string) => fillPath(paths.setStatus, { id }),
  remove: (id: string) => fillPath(paths.delete, { id }),
};
