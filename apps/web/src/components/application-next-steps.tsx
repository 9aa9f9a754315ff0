import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface ApplicationNextStepsProps {
  kind: 'artist' | 'studio';
  /** The address the application gave; unknown after a reload, when the page says 'the address you gave'. */
  email: string | null;
}

/**
 * Where an applicant lands after submitting (issue 25): what happens next and when, so the application does not
 * end on the home page's 'Apply Now'.
 */
export function ApplicationNextSteps({ kind, email }: ApplicationNextStepsProps) {
  const profile = kind === 'artist' ? 'artist profile' : 'studio profile';
  return (
    <Card className="w-full max-w-lg bg-white">
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <CheckCircle2 aria-hidden="true" className="size-10 shrink-0 text-success" />
          <CardTitle as="h1" className="text-2xl">
            Application Submitted
          </CardTitle>
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-ink">What happens next</h2>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink-soft">
            <li>Our team reviews your application within 24–48 hours.</li>
            <li>
              An email comes to{' '}
              {email ? <strong className="text-ink">{email}</strong> : 'the address you gave'} as soon as it
              is reviewed.
            </li>
            <li>
              Once approved, your {profile} goes live. Sign in any time to see where it stands on your
              dashboard.
            </li>
          </ol>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.login} className={buttonStyles({ variant: 'accent', size: 'sm' })}>
            Sign in
          </Link>
          <Link to={paths.home} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            Back to Home
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
