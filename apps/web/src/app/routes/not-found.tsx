import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Spec §2: any unmatched path shows this card. */
export default function NotFoundRoute() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <PageTitle title="Page not found" />
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <svg viewBox="0 0 24 24" className="size-8 shrink-0 text-accent" aria-hidden="true">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <CardTitle as="h1">404 Page Not Found</CardTitle>
          </div>
          <p className="text-sm text-muted">Did you forget to add the page to the router?</p>
          <Link
            to={paths.home}
            className={buttonStyles({ variant: 'outline', size: 'sm', className: 'self-start' })}
          >
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
