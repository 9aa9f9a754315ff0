import type { DesignImage } from '@inkbook/contracts/design';
import { Download, Expand } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadDesign } from '../utils/links';
import { HoldUpNote } from './hold-up-note';
import { StencilLinks } from './stencil-links';

interface DesignCardProps {
  image: DesignImage;
  /** 1-based. */
  n: number;
  /** Gets the button that opens the preview, where focus goes back when it closes. */
  onPreview: (opener: HTMLElement) => void;
}

/** One design of the grid: the picture (a click previews it), Download, the hold-up check and the stencil. */
export function DesignCard({ image, n, onPreview }: DesignCardProps) {
  const name = `design ${n}`;
  return (
    <article
      aria-labelledby={`design-${n}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white/70 p-3 shadow-sm shadow-ink/5"
    >
      <button
        type="button"
        onClick={(event) => onPreview(event.currentTarget)}
        className="group relative block overflow-hidden rounded-xl bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={`Preview ${name}`}
          decoding="async"
          className="aspect-square w-full object-contain transition-transform group-hover:scale-[1.02]"
        />
        <Expand
          aria-hidden="true"
          className="absolute top-2 right-2 size-8 rounded-full bg-ink/60 p-1.5 text-paper opacity-80"
        />
      </button>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`design-${n}-title`} className="font-display text-lg font-semibold">
          Design {n}
        </h3>
        <Button variant="outline" size="sm" onClick={() => downloadDesign(image.url)}>
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> {name}</span>
        </Button>
      </div>
      <HoldUpNote holdUp={image.holdUp} />
      <StencilLinks stencil={image.stencil} name={name} />
    </article>
  );
}
