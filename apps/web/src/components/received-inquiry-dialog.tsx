import { relativeTime } from '@inkbook/contracts/relative-time';
import type { ReactNode } from 'react';
import { InquiryStatusBadge } from '@/components/inquiry-status-badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface InquiryLike {
  fullName: string;
  createdAt: string;
  status: string;
}

interface ReceivedInquiryDialogProps<I extends InquiryLike> {
  inquiry: I | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the card that opened it, unless it is gone). */
  onCloseAutoFocus: (event: Event) => void;
  /** Whom it was sent to, when the reader may not know (e.g. 'To Maya Stone'). */
  recipient?: (inquiry: I) => ReactNode;
  children: (inquiry: I) => ReactNode;
}

/**
 * One inquiry in a dialog, as every inbox shows it (artist and studio dashboards): the client's name, when it was
 * sent and its status on top, full screen on a phone; the body is the inbox's own.
 */
export function ReceivedInquiryDialog<I extends InquiryLike>({
  inquiry,
  onClose,
  onCloseAutoFocus,
  recipient,
  children,
}: ReceivedInquiryDialogProps<I>) {
  return (
    <Dialog open={inquiry !== null} onOpenChange={(open) => !open && onClose()}>
      {inquiry ? (
        <DialogContent fullScreenOnPhone onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle className="break-words">{inquiry.fullName}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <span>
                {recipient ? <>{recipient(inquiry)}, sent </> : 'Sent '}
                <time dateTime={inquiry.createdAt}>{relativeTime(inquiry.createdAt)}</time>
              </span>
              <InquiryStatusBadge status={inquiry.status} />
            </DialogDescription>
          </DialogHeader>
          {children(inquiry)}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
