/**
 * A prepared image (a base64 `data:` URL from the image field) as an object URL. Decoded by hand: the page's CSP
 * (connect-src 'self') does not let fetch() read a data: URL, and an object URL is cheaper to keep than the string.
 */
export function objectUrlOf(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'image/jpeg';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type }));
}
