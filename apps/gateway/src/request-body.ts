import { Readable } from 'node:stream';
import { errorCodes } from '@inkbook/contracts/errors';
import { AppError } from '@inkbook/service-kit';

export const tooLarge = () => new AppError(413, errorCodes.tooLarge, 'Request body is too large');
/** The client went away mid-body: its mistake (or its network's), not a server failure worth an error log line. */
const incomplete = () =>
  new AppError(400, errorCodes.badRequest, 'The request body was not received completely');

/**
 * Reads a request body whole before any service hears of it, counting bytes as they arrive, so a body over `limit`
 * is a 413 whatever its framing (Content-Length, chunked, or a length that lies). A client that sends slowly then
 * holds only its own socket here (until the server's request deadline), never one of the upstream connections
 * every other client shares.
 */
export function readBody(body: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      body.off('data', onData);
      reject(tooLarge());
    };
    body.on('data', onData);
    body.once('end', () => resolve(Buffer.concat(chunks, size)));
    body.once('error', () => reject(incomplete()));
  });
}

/** The body as reply-from forwards it: a stream, so it passes on byte for byte with the client's own headers. */
export const replayable = (bytes: Buffer) => Readable.from([bytes]);
