import type { Stencil } from '@inkbook/contracts/design';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadDesign } from '../utils/links';

const fileLink =
  'inline-flex min-h-9 items-center rounded-full border border-line bg-white px-3 text-xs font-medium text-ink ' +
  'hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * The design's stencil: its line art at true size, to open as SVG or PNG, mirrored for transfer paper, or to
 * save. `name` ('design 2') tells the four cards' links apart for screen readers.
 */
export function StencilLinks({ stencil, name }: { stencil: Stencil; name: string }) {
  const files = [
    { label: 'SVG', href: stencil.svg },
    { label: 'PNG', href: stencil.png },
    { label: 'Mirrored SVG', href: stencil.mirroredSvg },
    { label: 'Mirrored PNG', href: stencil.mirroredPng },
  ];
  return (
    <div className="rounded-xl border border-line/70 bg-paper/60 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-ink">Stencil · {stencil.inches} in, true size</p>
        <Button variant="ghost" size="sm" onClick={() => downloadDesign(stencil.png)}>
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> the stencil of {name}</span>
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {files.map(({ label, href }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener" className={fileLink}>
              {label}
              <span className="sr-only"> stencil of {name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
