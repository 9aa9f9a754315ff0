import type { InquiryKind } from '@inkbook/contracts/booking-rules';

/** Inquiries as inquiries' events tell them: who may offer on one and who may accept. */
export interface InquiriesTable {
  id: string;
  kind: InquiryKind;
  /** The artist (artist inquiries) or studio (studio inquiries) it was sent to. */
  recipient_id: string;
  client_user_id: string | null;
  client_email: string;
  client_name: string;
  concept: string;
  /** The quote's deposit (artist inquiries), the offer's default. */
  quote_deposit: number | null;
  /** The inquiry was deleted: no new offers; its bookings stay. */
  deleted: boolean;
}
export type InquiryRow = InquiriesTable;
