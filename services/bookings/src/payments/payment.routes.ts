import { bookingRoutes } from '@inkbook/contracts/booking-routes';
import { notFound, registerRoute, requireUser, type ServiceApp } from '@inkbook/service-kit';
import type { BookingsContext } from '../context';
import { applyStripeEvent, startDepositCheckout } from './payment.service';
import { stripeDeposits } from './stripe-provider';

/** Deposit checkout and Stripe's webhook (issue 23 item 8). */
export async function registerPaymentRoutes(app: ServiceApp, context: BookingsContext): Promise<void> {
  const stripe = await stripeDeposits(context.settings);

  registerRoute(app, bookingRoutes.depositCheckout, async (request) =>
    startDepositCheckout(context, stripe, requireUser(request), request.params.id),
  );

  // Stripe signs the exact bytes it sent: this route alone (its own scope) keeps the JSON body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    registerRoute(scope as ServiceApp, bookingRoutes.stripeWebhook, async (request) => {
      if (!stripe) throw notFound('Online payments are not enabled');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = stripe.verifyEvent(body, typeof signature === 'string' ? signature : undefined);
      await applyStripeEvent(context, event, request.log);
      return { received: true };
    });
  });
}
