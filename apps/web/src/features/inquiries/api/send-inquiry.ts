import type { ArtistInquiry, ArtistInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { IDEMPOTENCY_KEY_HEADER, inquiryPaths } from '@inkbook/contracts/inquiry-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface SendInput {
  body: ArtistInquiryBodyInput;
  /** The same key for a retry of the same answers: the service answers the first result again. */
  idempotencyKey: string;
}

/** POST /api/inquiries (spec §7). */
export const sendInquiry = ({ body, idempotencyKey }: SendInput) =>
  api.post<ArtistInquiry>(inquiryPaths.send, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

/** Spec §9: mutations are never retried (a retry is the person's, with the same key). */
export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
