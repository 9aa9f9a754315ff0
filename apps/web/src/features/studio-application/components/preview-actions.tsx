import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The preview's buttons in place of Back / Continue; the submit button sends the wizard's form. */
export function PreviewActions({ onEdit, submitting }: { onEdit: () => void; submitting: boolean }) {
  return (
    <div className="mt-10 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
      <Button variant="outline" onClick={onEdit} disabled={submitting}>
        <Pencil aria-hidden="true" className="size-4" />
        Back to Edit
      </Button>
      <Button type="submit" variant="accent" isLoading={submitting}>
        {submitting ? 'Submitting...' : 'Submit for Review'}
      </Button>
    </div>
  );
}
