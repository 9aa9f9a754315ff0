import type { RouteContract } from '@inkbook/contracts/route';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The JSON text a route sends for `data` as its 200 answer: the very serializer every route's answers go through
 * (service-app's serializerCompiler, which checks them against the contract), for an answer a service keeps as text
 * to send again byte for byte (sendJsonText).
 */
export function serializeAnswer<R extends RouteContract & { response: { 200: z.ZodType } }>(
  contract: R,
  data: z.input<R['response'][200]>,
): string {
  const { method, path: url, response } = contract;
  return serializerCompiler({ schema: response[200], method, url })(data);
}

/** Sends text made by serializeAnswer as it is, with the content type Fastify gives a serialized answer. */
export const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);
