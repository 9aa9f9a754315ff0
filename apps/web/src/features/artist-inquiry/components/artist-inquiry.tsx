import { Send, Stamp } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { LazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import type { ResumeState } from '@/components/wizard/resume';
import { useResumeOnReturn } from '@/components/wizard/use-resume-on-return';
import { useStepDialog } from '@/components/wizard/use-step-dialog';
import { useTouchupOnArrival } from '@/components/wizard/use-touchup-on-arrival';
import type { InquirySender } from '@/lib/inquiry-sender';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import type { InquiryAnswers } from '../utils/answers';
import type { FlashBooking } from '../utils/flash-booking';
import { type InquiryArtist, resumeKey } from '../utils/inquiry-artist';

const dialog = lazyWhenIdle(async () => (await import('./artist-inquiry-wizard')).ArtistInquiryWizard);

/** Where a 'Send an Inquiry' button sits on the profile: its header, or under Available Flash. */
export type InquiryButtonPlace = 'header' | 'flash';

interface ArtistInquiryProps {
  artist: InquiryArtist;
  /** The signed-in account, or null for a visitor. */
  sender: InquirySender | null;
  /**
   * A valid waitlist invite's token (`?invite=` on the profile, issue 26 item 3): the dialog opens by itself, says
   * so, and the inquiry carries it (it goes through while the books are closed).
   */
  waitlistInvite?: string;
  /**
   * The page, given the button that opens the dialog (rendered wherever the page wants it), and the 'Book this
   * flash' button of one priced piece, which opens it to book that piece.
   */
  children: (
    button: (place: InquiryButtonPlace) => ReactNode,
    bookFlash: (piece: FlashBooking) => ReactNode,
  ) => ReactNode;
}

/**
 * 'Send an Inquiry' on an artist profile and the dialog it opens, loaded once a person is on the page. Coming back
 * from /login with `?resume=1` reopens it with the answers kept for the sign-in; `?touchup={bookingId}` opens it as
 * a touch-up of that booking. Back steps back or closes it, a reload opens it again as it was
 * (`useStepDialog`).
 */
export function ArtistInquiry({ artist, sender, waitlistInvite = '', children }: ArtistInquiryProps) {
  const inquiry = useStepDialog<InquiryAnswers>(resumeKey(artist), dialog.preload);
  const [resume, setResume] = useState<ResumeState<InquiryAnswers> | null>(null);
  useResumeOnReturn<InquiryAnswers>(resumeKey(artist), (saved) => {
    setResume(saved);
    inquiry.arrive(saved.step);
  });
  const [touchupOf, setTouchupOf] = useState('');
  useTouchupOnArrival((bookingId) => {
    setTouchupOf(bookingId);
    inquiry.arrive(1);
  });

  // The piece the open dialog books (null: an inquiry of one's own).
  const [flashBooking, setFlashBooking] = useState<FlashBooking | null>(null);

  const arrived = inquiry.steps.step !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per invite (not over a dialog already open).
  useEffect(() => {
    if (waitlistInvite && !arrived) inquiry.arrive(1);
  }, [waitlistInvite]);

  const button = (place: InquiryButtonPlace) => (
    <Button
      variant={place === 'header' ? 'accent' : 'outline'}
      size={place === 'header' ? 'sm' : 'md'}
      aria-haspopup="dialog"
      onClick={(event) => {
        setFlashBooking(null);
        inquiry.show(event);
      }}
    >
      <Send aria-hidden="true" className="size-4" />
      Send an Inquiry
    </Button>
  );
  const bookFlash = (piece: FlashBooking) => (
    <Button
      variant="outline"
      size="sm"
      aria-haspopup="dialog"
      onClick={(event) => {
        setFlashBooking(piece);
        inquiry.show(event);
      }}
    >
      <Stamp aria-hidden="true" className="size-4" />
      Book this flash
    </Button>
  );

  return (
    <>
      {children(button, bookFlash)}
      <LazyDialog
        dialog={inquiry.dialog}
        component={dialog.Component}
        props={{
          artist,
          sender,
          resume,
          touchupOf,
          waitlistInvite,
          flashBooking,
          steps: inquiry.steps,
          draft: inquiry.draft,
        }}
        loadingLabel="Loading inquiry form"
      />
    </>
  );
}
