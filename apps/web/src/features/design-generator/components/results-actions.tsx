import { ExternalLink, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { artistsForStyle } from '../utils/links';

interface ResultsActionsProps {
  style: string;
  onMore: () => void;
}

/** Under the designs (spec §2): four more from the same answers, or artists who work in the style (new tab). */
export function ResultsActions({ style, onMore }: ResultsActionsProps) {
  return (
    <div className="mt-10 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
      <Button variant="accent" onClick={onMore}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Generate More Designs
      </Button>
      <a
        href={artistsForStyle(style)}
        target="_blank"
        rel="noopener"
        className={buttonStyles({ variant: 'outline' })}
      >
        Find an Artist for This Style
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
