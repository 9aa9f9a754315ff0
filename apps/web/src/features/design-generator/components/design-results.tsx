import type { DesignImage } from '@inkbook/contracts/design';
import { useEffect, useRef, useState } from 'react';
import { DesignCard } from './design-card';
import { DesignPreview } from './design-preview';
import { GeneratingCard } from './generating-card';
import { QuickPicks } from './quick-picks';

interface DesignResultsProps {
  images: DesignImage[];
  /** The engine's word on what it drew instead of the subject ('We drew lettering: …'), or null. */
  note: string | null;
  /** A quick pick chosen under the note: the designs are drawn again for it. */
  onPick: (subject: string) => void;
  /** 'Generate More Designs' is working: the card takes the grid's place. */
  busy: boolean;
  progress: number;
}

/** Step 6's grid (spec §2): each design with its download, stencil and hold-up check; a click previews it. */
export function DesignResults({ images, note, busy, progress, onPick }: DesignResultsProps) {
  const [previewed, setPreviewed] = useState<number | null>(null);
  // The button that opened the preview, where focus goes back on Close.
  const opener = useRef<HTMLElement | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const shown = useRef(images);
  // New designs from 'Generate More Designs' take the place of the card that had focus: focus goes to them.
  useEffect(() => {
    if (shown.current !== images) grid.current?.focus();
    shown.current = images;
  }, [images]);
  if (busy) return <GeneratingCard progress={progress} />;
  if (images.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white/60 p-8 text-center text-muted">
        Your designs will appear here once generated.
      </p>
    );
  }
  const open = previewed === null ? undefined : images[previewed];
  return (
    <>
      {note ? (
        <div className="mb-5 space-y-3 rounded-2xl border border-line bg-white/60 p-4">
          <p role="status" className="text-ink">
            {note}
          </p>
          <QuickPicks legend="Or try a subject we draw" onPick={onPick} />
        </div>
      ) : null}
      <ul
        ref={grid}
        tabIndex={-1}
        aria-label="Your designs"
        className="grid gap-5 focus:outline-none sm:grid-cols-2"
      >
        {images.map((image, index) => (
          <li key={image.url}>
            <DesignCard
              image={image}
              n={index + 1}
              onPreview={(button) => {
                opener.current = button;
                setPreviewed(index);
              }}
            />
          </li>
        ))}
      </ul>
      <DesignPreview
        open={open && previewed !== null ? { image: open, n: previewed + 1 } : null}
        onClose={() => setPreviewed(null)}
        onClosed={() => opener.current?.focus()}
      />
    </>
  );
}
