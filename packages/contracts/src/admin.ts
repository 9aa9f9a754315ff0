import { z } from 'zod';
import { adminArtistSchema } from './artist';
import { pagedSchema, pageQueryShape, profileStatusSchema } from './fields';
import { studioSchema } from './studio';

/** GET /api/admin/stats (spec §3 "Admin stats"). */
export const adminStatsSchema = z.object({
  totalArtists: z.number().int(),
  pendingReviews: z.number().int(),
  totalStudios: z.number().int(),
  pendingStudioReviews: z.number().int(),
  totalImages: z.number().int(),
  profileViews: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Query strings carry text; 'true' is the only yes. */
const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * GET /api/admin/artists and /api/admin/studios: newest first, a page at a time. `q` searches name, handles,
 * location and email; status omitted means all.
 */
export const adminListQuerySchema = z.object({
  page: pageQueryShape.page,
  pageSize: pageQueryShape.pageSize,
  limit: pageQueryShape.limit,
  q: pageQueryShape.q,
  status: profileStatusSchema.optional(),
  includeInquiryCounts: flag,
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const adminArtistListSchema = pagedSchema(adminArtistSchema);
export type AdminArtistList = z.infer<typeof adminArtistListSchema>;
export const adminStudioListSchema = pagedSchema(studioSchema);
export type AdminStudioList = z.infer<typeof adminStudioListSchema>;
