import { dataExportEndpoints } from '@inkbook/contracts/data-export-endpoints';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { useCommand } from '@/lib/use-command';
import { fileNameOf } from '../utils/file-name';

/**
 * GET /api/me/export (issue 27 item 5), answered by the gateway: a ZIP of the signed-in person's data, or 401
 * `reauthentication_required` when they last signed in with their password more than 10 minutes ago.
 */
export const EXPORT_URL = dataExportEndpoints.download.path;

/** The 401's words (the issue's text): the copy needs a fresh sign-in. */
export const SIGN_IN_AGAIN_TO_EXPORT = 'Please sign in again to download your data.';

/**
 * Fetches the export and saves it under the name the server gives it. Fetched rather than linked, so a refusal is
 * said on the page (a link would leave a failed download in the browser's list) and the wait shows while the
 * services gather it.
 */
export async function downloadMyData(): Promise<string> {
  const response = await fetch(EXPORT_URL, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const name = fileNameOf(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), name);
  return name;
}

/** One download at a time; a refusal is said in place by `onError`. */
export function useDownloadMyData({ onError }: { onError: (error: Error) => void }) {
  return useCommand({
    mutationFn: downloadMyData,
    success: (name) => ({ title: 'Your data is downloading', description: name }),
    onError,
  });
}
