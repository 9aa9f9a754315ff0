import { Send } from 'lucide-react';
import { type MouseEvent, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lazyWhenIdle, usePreloadWhenIdle } from '@/lib/lazy-when-idle';
import type { StudioInquiryDialogProps } from './studio-inquiry-dialog';

const dialog = lazyWhenIdle(async () => (await import('./studio-inquiry-dialog')).StudioInquiryDialog);

type StudioInquiryProps = Pick<StudioInquiryDialogProps, 'studio' | 'signedInEmail'>;

/**
 * 'Send {studio} an Inquiry' on a studio profile. The wizard's code (forms, validation) stays out of the profile's
 * first load and arrives when the browser is idle; once opened, the wizard stays mounted so its answers survive
 * closing it.
 */
export function StudioInquiry({ studio, signedInEmail }: StudioInquiryProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  usePreloadWhenIdle(dialog.preload);

  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <Button variant="primary" aria-haspopup="dialog" className="max-w-full min-w-0" onClick={openDialog}>
        <Send aria-hidden="true" className="size-4 shrink-0" />
        {/* A long studio name is cut on a phone; the button's accessible name keeps all of it. */}
        <span className="truncate">Send {studio.studioName} an Inquiry</span>
      </Button>
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
            studio={studio}
            signedInEmail={signedInEmail}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
