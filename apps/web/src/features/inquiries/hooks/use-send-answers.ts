import { useRef, useState } from 'react';
import { clearResume } from '@/components/wizard/resume';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import type { ContactMode } from '@/lib/inquiry-sender';
import { describeSendFailure, type SendFailure } from '@/lib/send-failure';
import { toast } from '@/lib/toast';
import { useSendInquiry } from '../api/send-inquiry';
import { type InquiryAnswers, inquiryBody } from '../utils/answers';
import { type InquiryArtist, resumeKey } from '../utils/inquiry-artist';

interface Options {
  artist: InquiryArtist;
  mode: ContactMode;
  onSent: () => void;
  onNeedsSignIn: () => void;
  /** A signed-in client had no contact details on file: the dialog asks for them. */
  onNeedsContact: () => void;
}

/**
 * Send Inquiry (spec §2, §8): one Idempotency-Key per filled form, reused for a retry or a double click; success
 * toasts 'Inquiry Sent!' and moves on; a failure stays put with the server's message (or the spec's fallback).
 */
export function useSendAnswers({ artist, mode, onSent, onNeedsSignIn, onNeedsContact }: Options) {
  const keyFor = useIdempotencyKey();
  const mutation = useSendInquiry();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // A second click in the same frame sees the mutation idle still; the ref does not.
  const inFlight = useRef(false);

  const send = (answers: InquiryAnswers) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = inquiryBody(answers, artist.id, mode);
    setFailure(null);
    mutation.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          clearResume(resumeKey(artist));
          toast.success('Inquiry Sent!', {
            description: `Your inquiry was sent to ${artist.firstName}. They'll get back to you soon.`,
          });
          onSent();
        },
        onError: (error) => {
          const described = describeSendFailure(error);
          setFailure(described);
          toast.error('Error', { description: described.message });
          if (described.needsSignIn) onNeedsSignIn();
          if (described.needsContact) onNeedsContact();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { send, sending: mutation.isPending, failure, reset: () => setFailure(null) };
}
