import { Share2 } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

/** The 'Share' button's content unless a page gives its own. */
export const defaultShareTrigger = (
  <>
    <Share2 className="size-4" aria-hidden="true" />
    Share
  </>
);

export const shareTriggerClass = (triggerClassName?: string) =>
  triggerClassName ?? buttonStyles({ variant: 'outline', size: 'sm', className: 'bg-paper/90' });
