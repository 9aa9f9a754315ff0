import type { ArtistInquiry, ArtistInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { inquiryRoutes } from '@inkbook/contracts/inquiry-routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface SendInput {
  body: ArtistInquiryBodyInput;
  /** The same key for a retry of the same answers: the service answers the first result again. */
  idempotencyKey: string;
}

/** POST /api/inquiries (spec §7). */
export const sendInquiry = ({ body, idempotencyKey }: SendInput) =>
  api.post<ArtistInquiry>(inquiryRoutes.send.path, body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Spec §9: mutations are never retried (a retry is the person's, with the same key). */
export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
