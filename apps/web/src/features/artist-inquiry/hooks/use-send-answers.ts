import type { ArtistInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { useState } from 'react';
import { clearResume } from '@/components/wizard/resume';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import type { ContactMode } from '@/lib/inquiry-sender';
import { describeSendFailure, type SendFailure } from '@/lib/send-failure';
import { clearDraft } from '@/lib/use-persisted-draft';
import { useSendInquiry } from '../api/send-inquiry';
import { type InquiryAnswers, inquiryBody } from '../utils/answers';
import { type InquiryArtist, resumeKey } from '../utils/inquiry-artist';

interface Options {
  artist: InquiryArtist;
  mode: ContactMode;
  /** What the profile adds beyond the answers: a waitlist invite's token, the flash piece booked. */
  extra: Pick<ArtistInquiryBodyInput, 'waitlistInvite' | 'flashBooking'>;
  onSent: () => void;
  onNeedsSignIn: () => void;
  /** A signed-in client had no contact details on file: the dialog asks for them. */
  onNeedsContact: () => void;
}

/**
 * Send Inquiry (spec §2, §8): one Idempotency-Key per filled form, reused for a retry or a double click; success
 * toasts 'Inquiry Sent!' and moves on; a failure stays put with the server's message (or the spec's fallback).
 */
export function useSendAnswers({ artist, mode, extra, onSent, onNeedsSignIn, onNeedsContact }: Options) {
  const keyFor = useIdempotencyKey();
  const mutation = useSendInquiry(artist.firstName);
  const [failure, setFailure] = useState<SendFailure | null>(null);

  // A second click while the first is out joins it (useCommand): the inquiry goes once.
  const send = (answers: InquiryAnswers) => {
    const body = { ...inquiryBody(answers, artist.id, mode), ...extra };
    setFailure(null);
    mutation.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          clearResume(resumeKey(artist));
          clearDraft(resumeKey(artist));
          onSent();
        },
        onError: (error) => {
          const described = describeSendFailure(error);
          setFailure(described);
          if (described.needsSignIn) onNeedsSignIn();
          if (described.needsContact) onNeedsContact();
        },
      },
    );
  };

  return { send, sending: mutation.isPending, failure, reset: () => setFailure(null) };
}
