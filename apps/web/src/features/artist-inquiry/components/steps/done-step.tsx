import { CheckCircle2 } from 'lucide-react';

/** Step 8: the inquiry is sent; the actions (Explore More, Message Artist) sit in the dialog's footer. */
export function DoneStep({ artistFirstName }: { artistFirstName: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
      <p className="text-ink-soft">
        Your inquiry was sent to {artistFirstName}. You'll usually hear back within 24 hours.
      </p>
    </div>
  );
}
