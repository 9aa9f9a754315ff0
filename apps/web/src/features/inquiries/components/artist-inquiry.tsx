import { Send } from 'lucide-react';
import { type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lazyWhenIdle, usePreloadWhenIdle } from '@/lib/lazy-when-idle';
import type { InquiryArtist } from '../utils/inquiry-artist';
import { RESUME_PARAM, RESUME_VALUE, type ResumeState, takeResume } from '../utils/resume';

const dialog = lazyWhenIdle(async () => (await import('./inquiry-dialog')).InquiryDialog);

/** Where a 'Send an Inquiry' button sits on the profile: its header, or under Available Flash. */
export type InquiryButtonPlace = 'header' | 'flash';

interface ArtistInquiryProps {
  artist: InquiryArtist;
  signedInEmail: string | null;
  /** The page, given the button that opens the dialog (rendered wherever the page wants it). */
  children: (button: (place: InquiryButtonPlace) => ReactNode) => ReactNode;
}

/**
 * 'Send an Inquiry' on an artist profile and the dialog it opens. The dialog's code (forms, image tools) stays out
 * of the profile's first load and arrives when the browser is idle. Coming back from /login with
 * `?inquiry=resume` reopens it with the answers kept for the sign-in.
 */
export function ArtistInquiry({ artist, signedInEmail, children }: ArtistInquiryProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [resume, setResume] = useState<ResumeState | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [params, setParams] = useSearchParams();
  usePreloadWhenIdle(dialog.preload);

  const wantsResume = params.get(RESUME_PARAM) === RESUME_VALUE;
  useEffect(() => {
    if (!wantsResume) return;
    const saved = takeResume(artist.id);
    setParams(
      (current) => {
        current.delete(RESUME_PARAM);
        return current;
      },
      { replace: true },
    );
    if (!saved) return;
    setResume(saved);
    setMounted(true);
    setOpen(true);
  }, [wantsResume, artist.id, setParams]);

  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setMounted(true);
    setOpen(true);
  };

  const button = (place: InquiryButtonPlace) => (
    <Button
      variant={place === 'header' ? 'accent' : 'outline'}
      size={place === 'header' ? 'sm' : 'md'}
      aria-haspopup="dialog"
      onClick={openDialog}
    >
      <Send aria-hidden="true" className="size-4" />
      Send an Inquiry
    </Button>
  );

  return (
    <>
      {children(button)}
      {mounted ? (
        <Suspense
          fallback={
            open ? (
              <div className="fixed inset-0 z-50 grid place-items-center bg-ink/60 text-paper">
                <Spinner label="Loading inquiry form" className="[&_svg]:size-8" />
              </div>
            ) : null
          }
        >
          <dialog.Component
            artist={artist}
            signedInEmail={signedInEmail}
            open={open}
            onOpenChange={setOpen}
            resume={resume}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
