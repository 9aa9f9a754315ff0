/** What the file is called when the server does not name it. */
export const EXPORT_FALLBACK_NAME = 'inkbook-data.zip';

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then `filename="…"`), with any
 * folder part dropped; the fallback when it names none.
 */
export function fileNameOf(disposition: string | null): string {
  const header = disposition ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name = /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;"\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: the plain one, if any, still names it.
    }
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || EXPORT_FALLBACK_NAME;
}
