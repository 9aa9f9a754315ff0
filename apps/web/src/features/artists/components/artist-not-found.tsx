import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Spec §8: a missing, unapproved or failed profile. */
export function ArtistNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <PageTitle title="Artist Not Found" />
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-start gap-4">
          <UserRoundX aria-hidden="true" className="size-9 text-accent" />
          <CardTitle as="h1">Artist Not Found</CardTitle>
          <p className="text-muted">Sorry, we couldn't find this artist profile.</p>
          <Link to={paths.artists} className={buttonStyles({ size: 'sm' })}>
            Browse Artists
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
