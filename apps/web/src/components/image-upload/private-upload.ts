import { inquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import type { InquiryAttachment } from '@inkbook/contracts/inquiry-routes';
import { type ImageUploader, postImage } from './upload-image';

/**
 * A client's reference and placement photos are private media (DESIGN §5): each uploads on its own to the
 * inquiries service (POST /api/inquiries/attachments, both inquiry kinds), which answers a signed ref (not a URL
 * anyone could open) to put in the inquiry. The thumbnails are drawn from the image the browser sent, remembered
 * here by ref, and in the tab's sessionStorage, so a draft restored after a reload (issue 25 item 2) still shows
 * its photos: nothing can show an unsent attachment from the server.
 */
const STORE = 'inkbook:private-previews:v1';
/** The newest few are kept: a dialog holds at most eight photos. */
const KEPT = 16;

function stored(): [string, string][] {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(STORE) ?? '{}') as Record<string, unknown>;
    return Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  } catch {
    return [];
  }
}

const previews = new Map<string, string>(stored());

function remember(ref: string, dataUrl: string) {
  previews.delete(ref);
  previews.set(ref, dataUrl);
  for (const oldest of [...previews.keys()].slice(0, Math.max(0, previews.size - KEPT)))
    previews.delete(oldest);
  try {
    globalThis.sessionStorage?.setItem(STORE, JSON.stringify(Object.fromEntries(previews)));
  } catch {
    // Storage full or off: the thumbnails still show until the page is left.
  }
}

export const uploadPrivateImage: ImageUploader = async (dataUrl, options) => {
  const { ref } = await postImage<InquiryAttachment>(inquiryEndpoints.uploadAttachment, dataUrl, options);
  remember(ref, dataUrl);
  return { url: ref };
};

/** What a ref's thumbnail is drawn from; a data URL (or anything not a ref) is its own image. */
export const privateImagePreview = (value: string) => previews.get(value) ?? value;

/** The previews of some refs, to keep them across a sign-in (components/wizard/resume.ts). */
export const previewsOf = (refs: readonly string[]) =>
  Object.fromEntries(refs.flatMap((ref) => (previews.has(ref) ? [[ref, previews.get(ref) ?? '']] : [])));

export function rememberPreviews(saved: Record<string, string>) {
  for (const [ref, dataUrl] of Object.entries(saved)) remember(ref, dataUrl);
}
