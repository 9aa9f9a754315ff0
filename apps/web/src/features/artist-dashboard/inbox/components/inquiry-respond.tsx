import type { ArtistInquiry, InquiryStatus } from '@inkbook/contracts/inquiry';
import { Label } from '@/components/ui/label';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { ContactActions } from './contact-actions';
import { DeleteInquiry } from './delete-inquiry';
import { InquiryNotes } from './inquiry-notes';
import { StatusSelect } from './status-select';

/** Contacting the client moves a new or reviewed inquiry on to responded; a decision already taken stays. */
const beforeResponse: readonly InquiryStatus[] = ['pending', 'reviewed'];

interface InquiryRespondProps {
  inquiry: ArtistInquiry;
  onChanged: (inquiry: ArtistInquiry) => void;
  onDeleted: () => void;
}

/** The Respond tab: reach the client, set the status by hand, keep private notes, delete. */
export function InquiryRespond({ inquiry, onChanged, onDeleted }: InquiryRespondProps) {
  const status = useUpdateInquiryStatus();
  const change = (next: InquiryStatus, announce: boolean) =>
    status.mutate({ id: inquiry.id, status: next, announce }, { onSuccess: onChanged });
  const firstName = inquiry.fullName.trim().split(/\s+/)[0] ?? inquiry.fullName;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="respond-contact" className="flex flex-col gap-3">
        <h3 id="respond-contact" className="font-semibold text-ink">
          Contact {firstName}
        </h3>
        <ContactActions
          inquiry={inquiry}
          onContact={() => {
            if (beforeResponse.includes(inquiry.status)) change('responded', false);
          }}
        />
      </section>
      <div>
        <Label htmlFor="inquiry-status">Status</Label>
        <StatusSelect
          id="inquiry-status"
          value={inquiry.status}
          disabled={status.isPending}
          onChange={(next) => {
            if (next !== 'all') change(next, true);
          }}
          className="mt-1.5 sm:max-w-xs"
        />
      </div>
      <InquiryNotes key={inquiry.id} inquiry={inquiry} onSaved={onChanged} />
      <DeleteInquiry inquiry={inquiry} onDeleted={onDeleted} />
    </div>
  );
}
