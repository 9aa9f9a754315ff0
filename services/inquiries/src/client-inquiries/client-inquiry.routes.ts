import type { InquiryStatus } from '@inkbook/contracts/inquiry';
import { inquiryRoutes, type MyInquiry } from '@inkbook/contracts/inquiry-routes';
import { registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { InquiriesContext } from '../context';
import { pageOf } from '../shared/access';
import { attachmentUrl } from '../shared/inquiry-mapper';
import { listClientInquiries } from './client-inquiry.repository';

/** GET /api/inquiries/mine: what the signed-in client sent, to artists and studios alike; never anyone else's. */
export function registerClientInquiryRoutes(app: ServiceApp, { db }: InquiriesContext): void {
  registerRoute(app, inquiryRoutes.mine, async (request) => {
    const user = requireUser(request);
    const page = pageOf(request.query);
    const { rows, total } = await listClientInquiries(db, user.id, page);
    const items = rows.map(
      (row): MyInquiry => ({
        id: row.id,
        kind: row.kind,
        recipientId: row.recipient_id,
        recipientName: row.recipient_name,
        recipientHandle: row.recipient_handle,
        concept: row.concept,
        status: row.status as InquiryStatus,
        response: row.response,
        referenceImages: row.reference_images.map((hash) => attachmentUrl(row.kind, row.id, hash)),
        placementPhotos: row.placement_photos.map((hash) => attachmentUrl(row.kind, row.id, hash)),
        createdAt: row.created_at,
        touchupOf: row.touchup_of,
      }),
    );
    return { items, total, page: page.page, pageSize: page.pageSize };
  });
}
