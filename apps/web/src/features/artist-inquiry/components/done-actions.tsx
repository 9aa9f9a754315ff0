import { MessageSquareText, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

const NO_PHONE = 'No phone number available for this artist.';

/**
 * Step 8's buttons (spec §2): Explore More, and Message Artist as an sms: link to the artist's number ('+1' and
 * digits), or an alert when there is none.
 */
export function DoneActions({ dialNumber }: { dialNumber: string | null }) {
  return (
    <div className="flex w-full flex-wrap justify-end gap-3">
      <Link to={paths.artists} className={buttonStyles({ variant: 'outline' })}>
        <Search aria-hidden="true" className="size-4" />
        Explore More
      </Link>
      {dialNumber ? (
        <a href={`sms:${dialNumber}`} className={buttonStyles({ variant: 'accent' })}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          Message Artist
        </a>
      ) : (
        <Button variant="accent" onClick={() => window.alert(NO_PHONE)}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          Message Artist
        </Button>
      )}
    </div>
  );
}
