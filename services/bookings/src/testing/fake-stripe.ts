import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small local stand-in for Stripe's API, so tests run the official `stripe` package (pointed at it with
// STRIPE_API_URL) without the network: it creates Checkout Sessions and records what it was sent.

type FormValue = string | Form | FormValue[];
export type Form = { [key: string]: FormValue };

/**
 * Stripe's form encoding (`line_items[0][price_data][unit_amount]=20000`) as the nested object it stands for;
 * numeric keys make arrays.
 */
export function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** The value at `path` in a parsed form (undefined when any step is missing). */
export const valueAt = (form: FormValue, path: readonly string[]): FormValue | undefined =>
  path.reduce<FormValue | undefined>(
    (node, key) => (node !== undefined && typeof node === 'object' ? (node as Form)[key] : undefined),
    form,
  );

/** One request the fake received. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Form;
}

export interface FakeStripe {
  /** For STRIPE_API_URL. */
  url: string;
  requests: FakeStripeRequest[];
  /** Checkout Sessions created, as answered. */
  sessions: Record<string, unknown>[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Starts the fake on a free loopback port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions: Record<string, unknown>[] = [];
  const server = createServer(async (request, response) => {
    const form = parseStripeForm(await readBody(request));
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, form });
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
      response.statusCode = 404;
      response.end(
        JSON.stringify({
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
        }),
      );
      return;
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: 'usd',
      amount_total: Number(valueAt(form, ['line_items', '0', 'price_data', 'unit_amount']) ?? 0),
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      success_url: form.success_url,
      cancel_url: form.cancel_url,
    };
    sessions.push(session);
    response.end(JSON.stringify(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
