import type { StudioInquiry } from '@inkbook/contracts/inquiry';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDeleteInquiry } from '@/components/confirm-delete-inquiry';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useDeleteStudioInquiry } from '../api/delete-studio-inquiry';
import { type StudioDecision, useUpdateStudioInquiryStatus } from '../api/update-studio-inquiry-status';

/** The longest response the server takes (contracts' free text). */
const RESPONSE_MAX = 2000;

interface StudioInquiryDecisionProps {
  inquiry: StudioInquiry;
  onChanged: (inquiry: StudioInquiry) => void;
  onDeleted: () => void;
}

/**
 * The studio's answer (spec §4): an optional response the client reads on /my-inquiries, then Approve or Decline;
 * Delete behind a confirmation. While one request is out every action waits; a failure leaves the text as typed.
 */
export function StudioInquiryDecision({ inquiry, onChanged, onDeleted }: StudioInquiryDecisionProps) {
  const [response, setResponse] = useState(inquiry.response ?? '');
  const decide = useUpdateStudioInquiryStatus();
  const remove = useDeleteStudioInquiry();
  const busy = decide.isPending || remove.isPending;
  const responseId = useId();
  const hintId = useId();

  const send = (status: StudioDecision['status']) => {
    if (busy) return;
    decide.mutate({ id: inquiry.id, status, response }, { onSuccess: onChanged });
  };
  const sending = (status: StudioDecision['status']) =>
    decide.isPending && decide.variables?.status === status;

  return (
    <section
      aria-labelledby={`${responseId}-title`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4"
    >
      <h3 id={`${responseId}-title`} className="text-sm font-semibold tracking-wide text-muted uppercase">
        Your answer
      </h3>
      <div>
        <Label htmlFor={responseId}>Response (optional)</Label>
        <Textarea
          id={responseId}
          aria-describedby={hintId}
          value={response}
          maxLength={RESPONSE_MAX}
          disabled={busy}
          onChange={(event) => setResponse(event.target.value)}
          className="mt-1.5"
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          The client reads it with your decision on their inquiries page.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="primary"
          disabled={busy}
          isLoading={sending('approved')}
          onClick={() => send('approved')}
        >
          <Check aria-hidden="true" className="size-4" />
          Approve
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          isLoading={sending('declined')}
          onClick={() => send('declined')}
        >
          <X aria-hidden="true" className="size-4" />
          Decline
        </Button>
        <ConfirmDeleteInquiry
          className="sm:ml-auto"
          isPending={remove.isPending}
          disabled={decide.isPending}
          onConfirm={(done) =>
            remove.mutate(inquiry, {
              onSuccess: () => {
                done();
                onDeleted();
              },
            })
          }
        />
      </div>
    </section>
  );
}
