import { absoluteUrl, recipientInquiryPath } from '../notifications/app-paths';
import type { NotificationDraft } from '../ports';
import type { InquiryKind } from './nudge.table';

/** The one reminder that a client has waited for an answer (spec: a reply within 24 hours). */
export function nudgeDraft(
  inquiry: { id: string; kind: InquiryKind; client_first_name: string },
  publicUrl: string,
): NotificationDraft {
  const client = inquiry.client_first_name;
  const link = recipientInquiryPath(inquiry.kind, inquiry.id);
  const waiting = `${client} is waiting to hear from you`;
  const promise = `${client}'s inquiry is still New. We tell clients they will hear back within 24 hours, so a quick reply now keeps that promise.`;
  return {
    category: 'inquiries',
    title: waiting,
    body: promise,
    link,
    email: {
      subject: `${client} is waiting for your reply`,
      preview: `${client}'s inquiry is still New.`,
      heading: waiting,
      paragraphs: [promise],
      action: { label: 'Open the inquiry', url: absoluteUrl(publicUrl, link) },
    },
  };
}
