import { useQuery } from '@tanstack/react-query';
import type { LazyDialogControl } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { bookingSettingsQueryOptions } from './booking-api';
import { type OfferSubject, offerDefaults } from './offer-defaults';
import { OfferForm } from './offer-form';

export interface OfferFormDialogProps {
  subject: OfferSubject;
  /** The open offer this one replaces (sending withdraws it), if any. */
  replacesOpen: boolean;
  /** Where the last offer was to take place: the new one starts there. */
  lastLocation: string | undefined;
}

/**
 * 'Send an offer' in its own dialog over the inquiry's: the form once the recipient's booking settings say which time
 * zone the times are picked in. Loaded apart from the inquiry dialog (`lazyWhenIdle`); focus goes back to the button
 * that opened it.
 */
export function OfferFormDialog({
  subject,
  replacesOpen,
  lastLocation,
  open,
  onOpenChange,
  returnFocusTo,
}: OfferFormDialogProps & LazyDialogControl) {
  const settings = useQuery({ ...bookingSettingsQueryOptions(subject.kind), enabled: open });
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        fullScreenOnPhone
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo();
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Send an offer</DialogTitle>
          <DialogDescription>
            The client sees the price, the sessions, the deposit and your cancellation policy, and books one
            of the times. {replacesOpen ? 'Sending it withdraws your open offer.' : null}
          </DialogDescription>
        </DialogHeader>
        {settings.isPending ? (
          <div className="flex justify-center py-10 text-muted">
            <Spinner label="Loading your booking settings" className="[&_svg]:size-6" />
          </div>
        ) : settings.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="text-sm text-ink-soft">
              We couldn't load your booking settings (the time zone the times are in). Please try again.
            </p>
            <Button
              variant="outline"
              size="sm"
              isLoading={settings.isRefetching}
              onClick={() => void settings.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : (
          // Mounted with each opening (a closed dialog's content is not kept): it starts from the quote again.
          <OfferForm
            subject={subject}
            timeZone={settings.data.timeZone}
            defaults={offerDefaults(subject, lastLocation)}
            onSent={close}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
