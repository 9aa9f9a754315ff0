import { mediaEndpoints } from '@inkbook/contracts/media-endpoints';
import { urlFor } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/lib/toast';

/** The download endpoint serves our own media as an attachment (DESIGN §5: never an outside URL). */
export const downloadImageUrl = (url: string, filename: string) =>
  urlFor(mediaEndpoints.download, { query: { url, filename } });

/** Fetches the image as a file and saves it under `filename`, with the spec's toasts (§8 Save image). */
export async function saveImage(url: string, filename: string): Promise<boolean> {
  try {
    const response = await fetch(downloadImageUrl(url, filename), { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}`);
    saveBlob(await response.blob(), filename);
    toast.success('Image saved!', { description: 'Portfolio image downloaded successfully' });
    return true;
  } catch {
    toast.error('Save Failed', { description: 'Unable to save image. Please try again.' });
    return false;
  }
}
