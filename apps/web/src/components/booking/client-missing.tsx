import { missingItemTexts, stillMissing } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { AlertCircle } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * "What's still missing" before the client's session (issue 24 items 3 and 6): the deposit, the consent form, each
 * a link to the part of the page where it is done (the anchors reminders link to). Nothing once all is done.
 */
export function ClientMissing({ booking }: { booking: Booking }) {
  const headingId = useId();
  // The anchor keeps the page's query (`?deposit=paid` after paying) as it is.
  const { search } = useLocation();
  const missing = stillMissing(booking);
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-accent/30 bg-accent-soft/60 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <AlertCircle aria-hidden="true" className="size-4 text-accent-strong" />
        What's still missing
      </h3>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {missing.map((item) => {
          const { label, anchor } = missingItemTexts[item];
          return (
            <li key={item}>
              <Link
                to={{ search, hash: anchor }}
                className="font-medium text-accent-strong underline underline-offset-4 hover:text-ink"
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
