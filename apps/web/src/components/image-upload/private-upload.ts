import { inquiryEndpoints } from '@inkbook/contracts/inquiry-endpoints';
import type { InquiryAttachment } from '@inkbook/contracts/inquiry-routes';
import { type ImageUploader, postImage } from './upload-image';

/**
 * A client's reference and placement photos are private media (DESIGN §5): each uploads on its own to the
 * inquiries service (POST /api/inquiries/attachments, both inquiry kinds), which answers a signed ref (not a URL
 * anyone could open) to put in the inquiry. The thumbnails are drawn from the image the browser sent, remembered
 * here by ref.
 */
const previews = new Map<string, string>();

export const uploadPrivateImage: ImageUploader = async (dataUrl, options) => {
  const { ref } = await postImage<InquiryAttachment>(inquiryEndpoints.uploadAttachment, dataUrl, options);
  previews.set(ref, dataUrl);
  return { url: ref };
};

/** What a ref's thumbnail is drawn from; a data URL (or anything not a ref) is its own image. */
export const privateImagePreview = (value: string) => previews.get(value) ?? value;

/** The previews of some refs, to keep them across a sign-in (components/wizard/resume.ts). */
export const previewsOf = (refs: readonly string[]) =>
  Object.fromEntries(refs.flatMap((ref) => (previews.has(ref) ? [[ref, previews.get(ref) ?? '']] : [])));

export function rememberPreviews(saved: Record<string, string>) {
  for (const [ref, dataUrl] of Object.entries(saved)) previews.set(ref, dataUrl);
}
