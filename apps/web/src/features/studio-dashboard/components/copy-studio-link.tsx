import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/** How long the button says 'Copied!' (spec §2: a 2-second confirmed state). */
const CONFIRMED_MS = 2000;

/** 'Copy Studio Link': the public profile's address to the clipboard, confirmed on the button and in a toast. */
export function CopyStudioLink({ handle }: { handle: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRMED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${paths.studio(handle)}`);
      setCopied(true);
      toast.success('Link copied!', { description: 'Studio profile link copied to clipboard' });
    } catch {
      toast.error('Error', { description: 'Failed to copy link' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-success" />
      ) : (
        <Link2 aria-hidden="true" className="size-4" />
      )}
      {/* The width of the longer label, so the buttons beside it do not move while it says 'Copied!'. */}
      <span className="inline-grid [&>*]:col-start-1 [&>*]:row-start-1">
        <span aria-hidden="true" className="invisible">
          Copy Studio Link
        </span>
        <span>{copied ? 'Copied!' : 'Copy Studio Link'}</span>
      </span>
    </Button>
  );
}
