import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import NotFoundRoute from './not-found';

/** Shown in place of a page that failed to load or render (e.g. its code chunk vanished after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <PageTitle title="Something went wrong" />
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4">
          <CardTitle as="h1">Something went wrong</CardTitle>
          <p className="text-sm text-muted">This page could not be shown. Reloading usually fixes it.</p>
          <div className="flex flex-wrap gap-3">
            <Button size="sm" onClick={() => window.location.reload()}>
              Reload page
            </Button>
            <Link to={paths.home} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              Back to Home
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
