import { Send } from 'lucide-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { LazyDialog, useLazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { RESUME_PARAM, type ResumeState } from '@/components/wizard/resume';
import { useResumeOnReturn } from '@/components/wizard/use-resume-on-return';
import { TOUCHUP_PARAM, useTouchupOnArrival } from '@/components/wizard/use-touchup-on-arrival';
import type { InquirySender } from '@/lib/inquiry-sender';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useDialogStep } from '@/lib/use-dialog-step';
import { usePersistedDraft } from '@/lib/use-persisted-draft';
import type { InquiryAnswers } from '../utils/answers';
import { type InquiryArtist, resumeKey } from '../utils/inquiry-artist';

const dialog = lazyWhenIdle(async () => (await import('./artist-inquiry-wizard')).ArtistInquiryWizard);

/** Where a 'Send an Inquiry' button sits on the profile: its header, or under Available Flash. */
export type InquiryButtonPlace = 'header' | 'flash';

interface ArtistInquiryProps {
  artist: InquiryArtist;
  /** The signed-in account, or null for a visitor. */
  sender: InquirySender | null;
  /** The page, given the button that opens the dialog (rendered wherever the page wants it). */
  children: (button: (place: InquiryButtonPlace) => ReactNode) => ReactNode;
}

/**
 * 'Send an Inquiry' on an artist profile and the dialog it opens, loaded when the browser is idle. Coming back
 * from /login with `?resume=1` reopens it with the answers kept for the sign-in; `?touchup={bookingId}` opens it as
 * a touch-up of that booking. Its step is in the address (`useDialogStep`) and its answers are kept in the tab
 * (`usePersistedDraft`), so Back steps back or closes it and a reload opens it again as it was.
 */
export function ArtistInquiry({ artist, sender, children }: ArtistInquiryProps) {
  const lazy = useLazyDialog(dialog.preload);
  const draft = usePersistedDraft<InquiryAnswers>(resumeKey(artist));
  const steps = useDialogStep(draft.restored?.reached ?? 1);
  // Where the button reopens it: the step it was closed at (or left at before a reload).
  const [reopenAt, setReopenAt] = useState(draft.restored?.step ?? 1);
  if (steps.step !== null && steps.step !== reopenAt) setReopenAt(steps.step);
  const arrival = { drop: [RESUME_PARAM, TOUCHUP_PARAM] };
  const [resume, setResume] = useState<ResumeState<InquiryAnswers> | null>(null);
  useResumeOnReturn<InquiryAnswers>(resumeKey(artist), (saved) => {
    setResume(saved);
    steps.open(saved.step, arrival);
  });
  const [touchupOf, setTouchupOf] = useState('');
  useTouchupOnArrival((bookingId) => {
    setTouchupOf(bookingId);
    steps.open(1, arrival);
  });
  const show = (event: MouseEvent<HTMLElement>) => {
    lazy.show(event);
    steps.open(reopenAt);
  };
  const open = steps.step !== null;

  const button = (place: InquiryButtonPlace) => (
    <Button
      variant={place === 'header' ? 'accent' : 'outline'}
      size={place === 'header' ? 'sm' : 'md'}
      aria-haspopup="dialog"
      onClick={show}
    >
      <Send aria-hidden="true" className="size-4" />
      Send an Inquiry
    </Button>
  );

  return (
    <>
      {children(button)}
      <LazyDialog
        dialog={{
          mounted: lazy.mounted || open,
          control: { ...lazy.control, open, onOpenChange: (next) => (next ? undefined : steps.close()) },
        }}
        component={dialog.Component}
        props={{ artist, sender, resume, touchupOf, steps, draft }}
        loadingLabel="Loading inquiry form"
      />
    </>
  );
}
