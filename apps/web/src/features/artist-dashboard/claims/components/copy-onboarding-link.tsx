import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/** Copies the studio onboarding link for the artist to pass to their studio's manager (spec §2, §8 texts). */
export function CopyOnboardingLink() {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${paths.studioOnboarding}`);
      toast.success('Link copied!', {
        description: 'Studio onboarding link copied to clipboard. Share it with your studio manager.',
      });
    } catch {
      toast.error('Copy failed');
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      <Copy aria-hidden="true" className="size-4" />
      Copy Link
    </Button>
  );
}
