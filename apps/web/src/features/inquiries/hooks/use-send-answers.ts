import { INQUIRY_ACCOUNT_EXISTS } from '@inkbook/contracts/inquiry';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useSendInquiry } from '../api/send-inquiry';
import { type InquiryAnswers, inquiryBody } from '../utils/answers';
import type { InquiryArtist } from '../utils/inquiry-artist';
import { clearResume } from '../utils/resume';

const FAILED = 'Failed to send inquiry. Please try again.';

export interface SendFailure {
  message: string;
  /** 409: the email has an account; signing in as it and sending again is the way on. */
  needsSignIn: boolean;
}

function describe(error: unknown): SendFailure {
  if (isApiError(error) && error.status === 409) {
    return { message: error.serverMessage ?? INQUIRY_ACCOUNT_EXISTS, needsSignIn: true };
  }
  return { message: (isApiError(error) && error.serverMessage) || FAILED, needsSignIn: false };
}

interface Options {
  artist: InquiryArtist;
  signedIn: boolean;
  onSent: () => void;
  onNeedsSignIn: () => void;
}

/**
 * Send Inquiry (spec §2, §8): one Idempotency-Key per filled form, reused for a retry or a double click; success
 * toasts 'Inquiry Sent!' and moves on; a failure stays put with the server's message (or the spec's fallback).
 */
export function useSendAnswers({ artist, signedIn, onSent, onNeedsSignIn }: Options) {
  const keyFor = useIdempotencyKey();
  const mutation = useSendInquiry();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // A second click in the same frame sees the mutation idle still; the ref does not.
  const inFlight = useRef(false);

  const send = (answers: InquiryAnswers) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = inquiryBody(answers, artist.id, signedIn);
    setFailure(null);
    mutation.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          clearResume(artist.id);
          toast.success('Inquiry Sent!', {
            description: `Your inquiry was sent to ${artist.firstName}. They'll get back to you soon.`,
          });
          onSent();
        },
        onError: (error) => {
          const described = describe(error);
          setFailure(described);
          toast.error('Error', { description: described.message });
          if (described.needsSignIn) onNeedsSignIn();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { send, sending: mutation.isPending, failure, reset: () => setFailure(null) };
}
