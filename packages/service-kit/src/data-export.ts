import { type ExportFile, type ExportPart, internalExportRoute } from '@inkbook/contracts/data-export';
import type { SessionUser } from '@inkbook/contracts/identity';
import { requireUser } from './identity';
import { registerRoute } from './register-route';
import type { ServiceApp } from './service-app';

/** A JSON file of an export part. */
export const jsonFile = (path: string, json: unknown): ExportFile => ({ kind: 'json', path, json });

/** A file of bytes (a photo, a PDF) of an export part. */
export const bytesFile = (path: string, bytes: Uint8Array): ExportFile => ({
  kind: 'bytes',
  path,
  base64: Buffer.from(bytes).toString('base64'),
});

/**
 * GET /internal/export (issue 27 item 5): this service's part of a person's data export, for the user the signed
 * identity names (401 without one). `part` answers only what belongs to that person.
 */
export function registerExportPart(
  app: ServiceApp,
  part: (user: SessionUser) => Promise<ExportFile[]>,
): void {
  registerRoute(
    app,
    internalExportRoute,
    async (request): Promise<ExportPart> => ({
      files: await part(requireUser(request)),
    }),
  );
}
