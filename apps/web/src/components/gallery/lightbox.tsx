import { mediaVariantUrl } from '@inkbook/contracts/media-url';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { saveImage } from './save-image';

/** Spec §9: a horizontal drag of at least 50 px turns the page. */
export const SWIPE_THRESHOLD_PX = 50;

export interface LightboxProps {
  images: string[];
  /** The open image (0-based), or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /**
   * The saved file's name for image number n (1-based, as in 'n of M'), e.g. 'ana-portfolio-3.jpg'. Without it
   * there is no Save Image (private photos: the download route serves public media only).
   */
  downloadName?: (n: number) => string;
  /** Names the dialog, e.g. "Ana's portfolio". */
  title?: string;
}

const navButton =
  'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/60 text-paper ring-1 ring-paper/20 ' +
  'backdrop-blur transition-colors hover:bg-ink/85 focus-visible:outline-paper';

/** Full-screen gallery: arrows, keyboard, swipe, 'N of M', Save Image; a focus-trapped dialog that Escape closes. */
export function Lightbox({
  images,
  index,
  onIndexChange,
  downloadName,
  title = 'Image gallery',
}: LightboxProps) {
  const [saving, setSaving] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(Math.max(index, 0), count - 1) : 0;
  const src = images[current];

  const go = (step: number) => {
    if (!open || count < 2) return;
    onIndexChange((current + step + count) % count);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
  };

  const save = async () => {
    if (!src || !downloadName) return;
    setSaving(true);
    await saveImage(src, downloadName(current + 1));
    setSaving(false);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/95 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col text-paper focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="truncate font-display text-lg font-semibold text-paper">
              {title}
            </DialogPrimitive.Title>
            <div className="flex shrink-0 items-center gap-2">
              {downloadName ? (
                <button
                  type="button"
                  onClick={() => void save()}
                  disabled={saving}
                  className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-paper px-4 whitespace-nowrap text-sm font-medium text-ink hover:bg-paper-deep disabled:opacity-60"
                >
                  {saving ? (
                    <Spinner label="" className="[&_svg]:size-4" />
                  ) : (
                    <Download className="size-4" aria-hidden="true" />
                  )}
                  Save Image
                </button>
              ) : null}
              <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-full bg-paper/10 hover:bg-paper/25 focus-visible:outline-paper">
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">Close</span>
              </DialogPrimitive.Close>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {src ? (
              <img
                key={src}
                src={mediaVariantUrl(src, 'w1600.webp')}
                alt={`${title}, ${current + 1} of ${count}`}
                draggable={false}
                decoding="async"
                className="max-h-full max-w-full animate-fade-in rounded-lg object-contain shadow-2xl"
              />
            ) : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  aria-label="Previous image"
                  onClick={() => go(-1)}
                  className={`${navButton} left-2 sm:left-6`}
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label="Next image"
                  onClick={() => go(1)}
                  className={`${navButton} right-2 sm:right-6`}
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
          <DialogPrimitive.Description className="py-4 text-center text-sm text-paper/80" aria-live="polite">
            {current + 1} of {count}
          </DialogPrimitive.Description>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
