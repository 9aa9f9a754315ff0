import type { Socket } from 'node:net';
import { type ErrorCode, errorBody, errorCodes } from '@inkbook/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { addSecurityHeaders } from './security';

/**
 * Answers Fastify makes itself, before any route or hook (a URL that does not decode, a path segment past the
 * router's length limit), in the one error shape (DESIGN §6). Never the path: echoing it back is how a reflected
 * payload gets a page.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  addSecurityHeaders(request, reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .status(tooLong ? 414 : 400)
    .send(errorBody(errorCodes.badRequest, tooLong ? 'The URL is too long' : 'The URL is not valid'));
}

const clientErrors: Record<string, [number, string, ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    errorCodes.badRequest,
    'The request took too long to arrive',
  ],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    errorCodes.tooLarge,
    'The request headers are too large',
  ],
};

/**
 * What Node's parser refuses (malformed requests, headers over the size limit, requests past their deadline) gets
 * the same shape, written straight to the socket as Node leaves us only that, and the connection closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] = clientErrors[error.code ?? ''] ?? [
    400,
    'Bad Request',
    errorCodes.badRequest,
    'The request is malformed',
  ];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
