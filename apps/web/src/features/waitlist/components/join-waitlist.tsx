import { JOIN_WAITLIST } from '@inkbook/contracts/availability-rules';
import { ListPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { LazyDialog, useLazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import type { WaitlistRecipient } from '../utils/recipient';

const dialog = lazyWhenIdle(async () => (await import('./waitlist-dialog')).WaitlistDialog);

interface WaitlistButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

interface JoinWaitlistProps {
  recipient: WaitlistRecipient;
  signedIn: boolean;
  /** The page, given the button that opens the dialog (rendered wherever the page wants it, as many times). */
  children: (button: (style?: WaitlistButtonStyle) => ReactNode) => ReactNode;
}

/**
 * 'Join the waitlist' in place of a profile's inquiry buttons while its books are not open (issue 26 item 1), and
 * the one dialog they open, whose code arrives once a person is on the page.
 */
export function JoinWaitlist({ recipient, signedIn, children }: JoinWaitlistProps) {
  const waitlist = useLazyDialog(dialog.preload);
  const button = ({ variant = 'accent', size = 'sm' }: WaitlistButtonStyle = {}) => (
    <Button variant={variant} size={size} aria-haspopup="dialog" onClick={waitlist.show}>
      <ListPlus aria-hidden="true" className="size-4" />
      {JOIN_WAITLIST}
    </Button>
  );
  return (
    <>
      {children(button)}
      <LazyDialog
        dialog={waitlist}
        component={dialog.Component}
        props={{ recipient, signedIn }}
        loadingLabel="Loading the waitlist form"
      />
    </>
  );
}
