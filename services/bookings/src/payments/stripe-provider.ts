import { badRequest } from '@inkbook/service-kit';
import type Stripe from 'stripe';
import type { BookingsConfig } from '../config';

/** A deposit's Checkout Session as Stripe is asked for it. */
export interface DepositCheckoutInput {
  bookingId: string;
  /** Whole US dollars. */
  amount: number;
  recipientName: string;
  successUrl: string;
  cancelUrl: string;
}

/** Deposits through Stripe: Checkout Sessions out, signed webhook events in. */
export interface StripeDeposits {
  createCheckout(input: DepositCheckoutInput): Promise<{ id: string; url: string }>;
  /** The event a webhook delivered, once its `Stripe-Signature` matches the raw body (else a 400). */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/**
 * Where the official client sends its requests: Stripe's own API unless STRIPE_API_URL points elsewhere (tests
 * point it at a local fake, `src/testing/fake-stripe.ts`).
 */
export function stripeEndpoint(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/**
 * Stripe's deposits when PAYMENT_PROVIDER=stripe (config already demands both keys then), else null. The client
 * package is loaded only then: it takes most of a second to import, which every process (and every test that boots
 * the platform) would otherwise pay for a provider it does not use.
 */
export async function stripeDeposits(config: BookingsConfig): Promise<StripeDeposits | null> {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (config.PAYMENT_PROVIDER !== 'stripe' || !key || !webhookSecret) return null;
  const { default: StripeClient } = await import('stripe');
  // A Stripe that does not answer must not hold the client's request past the gateway's own timeout.
  const stripe = new StripeClient(key, { ...stripeEndpoint(config.STRIPE_API_URL), timeout: 15_000 });
  return {
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: input.amount * 100,
              product_data: { name: `Tattoo deposit – ${input.recipientName}` },
            },
          },
        ],
        metadata: { bookingId: input.bookingId },
        client_reference_id: input.bookingId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    verifyEvent(rawBody, signature) {
      if (!signature) throw badRequest('Missing Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw badRequest('Invalid Stripe signature');
      }
    },
  };
}
