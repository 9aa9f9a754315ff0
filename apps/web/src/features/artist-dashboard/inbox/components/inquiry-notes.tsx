import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { inquiryNotesBodySchema } from '@inkbook/contracts/inquiry-notes';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format-count';
import { useSaveInquiryNotes } from '../api/save-inquiry-notes';

const NOTES_MAX = 5000;
const notesRule = inquiryNotesBodySchema.shape.notes;

interface InquiryNotesProps {
  inquiry: ArtistInquiry;
  onSaved: (inquiry: ArtistInquiry) => void;
}

/**
 * The artist's private notes (spec §3 `response`; never shown to the client). Checked with the server's own rule
 * first (non-blank, at most 5,000 characters); whatever happens, the text typed stays in the box.
 */
export function InquiryNotes({ inquiry, onSaved }: InquiryNotesProps) {
  const [text, setText] = useState(inquiry.response ?? '');
  const [error, setError] = useState<string>();
  const save = useSaveInquiryNotes();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = notesRule.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { id: inquiry.id, notes: checked.data },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 400) setError(failure.serverMessage);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field
        id="inquiry-notes"
        label="Private notes"
        hint={`Only you can see these. ${formatCount(text.length)}/${formatCount(NOTES_MAX)} characters`}
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Deposit received, follow up next week…"
          />
        )}
      </Field>
      <Button type="submit" className="self-start" isLoading={save.isPending}>
        Save Notes
      </Button>
    </form>
  );
}
