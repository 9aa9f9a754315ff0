import type { ColumnType, Generated } from 'kysely';

/** A deposit checkout at a payment provider (Stripe): one per attempt; a paid one marks the deposit received. */
export interface PaymentsTable {
  id: Generated<string>;
  booking_id: string;
  provider: string;
  checkout_id: string;
  url: string;
  amount: number;
  status: 'open' | 'paid' | 'expired';
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PaymentWebhookEventsTable {
  id: string;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}
