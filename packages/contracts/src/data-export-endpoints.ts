import { endpoint } from './route';

/** A person's copy of their data (issue 27 item 5; schemas: `dataExportRoutes`), answered by the gateway. */
export const dataExportEndpoints = {
  download: endpoint('GET', '/api/me/export'),
} as const;

/** Each service's part of an export, for the signed-in person its caller names (schemas: `internalExportRoute`). */
export const internalExportEndpoint = endpoint('GET', '/internal/export');
