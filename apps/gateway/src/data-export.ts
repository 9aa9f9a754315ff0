import { PassThrough } from 'node:stream';
import { internalAuthRoutes } from '@inkbook/contracts/auth';
import {
  type ExportFile,
  exportFileName,
  exportingServices,
  internalExportRoute,
  REAUTHENTICATE_TO_EXPORT,
} from '@inkbook/contracts/data-export';
import { dataExportEndpoints } from '@inkbook/contracts/data-export-endpoints';
import { errorCodes } from '@inkbook/contracts/errors';
import type { ServiceName } from '@inkbook/contracts/services';
import { AppError, createInternalClient } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { GatewayConfig } from './config';
import { upstreamUrl } from './routes';
import { sessionTokenIn } from './session-cookie';

/** A person may ask for a copy this often per address and minute: each one reads everything they have. */
const EXPORTS_PER_MINUTE = 10;

const reauthenticate = () => new AppError(401, errorCodes.reauthenticationRequired, REAUTHENTICATE_TO_EXPORT);

/** The files as one ZIP, streamed as it is written: JSON deflated, photos and PDFs stored (already compressed). */
function zipOf(files: readonly ExportFile[]) {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  for (const file of files) {
    if (file.kind === 'json') {
      const entry = new ZipDeflate(file.path, { level: 6 });
      zip.add(entry);
      entry.push(Buffer.from(`${JSON.stringify(file.json, null, 2)}\n`), true);
    } else {
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      entry.push(Buffer.from(file.base64, 'base64'), true);
    }
  }
  zip.end();
  return out;
}

/**
 * GET /api/me/export (issue 27 item 5): a ZIP of the signed-in person's data. The gateway assembles it because it
 * alone reaches every service (auth cannot call those that call it). Auth decides who may have it (a session signed
 * in with the password within the last 10 minutes, else 401), and each service answers only its own part for that
 * person, from its signed `/internal/export`: the gateway adds no data of its own and filters none.
 */
export function registerDataExport(app: FastifyInstance, config: GatewayConfig): void {
  const clientFor = (service: ServiceName) =>
    createInternalClient({
      service,
      url: upstreamUrl(config, service),
      secret: config.INTERNAL_SECRET,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      // A part refused is our failure, not the person's: 503 whatever the service said.
      relayErrors: false,
    });
  const auth = clientFor('auth');
  const parts = exportingServices.map(clientFor);

  const rateLimit = { max: EXPORTS_PER_MINUTE };
  app.get(dataExportEndpoints.download.path, { config: { rateLimit } }, async (request, reply) => {
    const token = sessionTokenIn(request.headers);
    if (!token) throw reauthenticate();
    const recent = await auth(internalAuthRoutes.recentSession, {
      caller: { user: null, ip: request.ip },
      body: { token },
      answers: [400, 401],
    });
    if (recent.status !== 200) throw reauthenticate();
    const caller = { user: recent.body.user, ip: request.ip };
    const files = await Promise.all(
      parts.map(async (part) => (await part(internalExportRoute, { caller })).body.files),
    );
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${exportFileName(new Date())}"`,
        // A person's whole data: no cache keeps it.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(zipOf(files.flat()));
  });
}
