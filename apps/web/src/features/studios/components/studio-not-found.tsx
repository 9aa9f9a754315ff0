import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Spec §8: a studio that does not exist (or is not public) reads 'Studio Not Found'. */
export function StudioNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <PageTitle title="Studio Not Found" />
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4">
          <SearchX aria-hidden="true" className="size-10 text-accent" />
          <CardTitle as="h1">Studio Not Found</CardTitle>
          <p className="text-muted">We couldn't find this studio. It may have moved or is not listed yet.</p>
          <Link to={paths.studios} className={buttonStyles({ variant: 'primary' })}>
            Browse Studios
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
