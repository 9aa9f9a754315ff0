import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/use-command';
import { SIGN_IN_AGAIN_TO_EXPORT, useDownloadMyData } from '../api/download-data';
import { SettingsSection } from './settings-section';

const COULD_NOT_PREPARE = 'Your data could not be prepared. Please try again in a minute.';

/** What a refused download says: a stale sign-in leads to a fresh one that comes back here. */
function Refusal({ error }: { error: Error }) {
  if (isApiError(error) && error.status === 401) {
    return (
      <>
        {SIGN_IN_AGAIN_TO_EXPORT}{' '}
        <Link to={paths.loginThen(paths.accountSettings)} className="underline underline-offset-4">
          Sign in
        </Link>
      </>
    );
  }
  return serverMessageOf(error) ?? COULD_NOT_PREPARE;
}

/** 'Download my data' (issue 27 item 5): a ZIP of everything Inkbook keeps about the signed-in person. */
export function DownloadData() {
  const [refused, setRefused] = useState<Error | null>(null);
  const download = useDownloadMyData({ onError: setRefused });
  const start = () => {
    setRefused(null);
    download.mutate();
  };
  return (
    <SettingsSection title="Download my data">
      <p className="text-muted">
        A ZIP file of everything Inkbook keeps about you: your account, profiles, inquiries with their photos,
        messages, offers, bookings, signed consent forms, notifications and settings. To keep it safe, it
        needs a sign-in within the last 10 minutes.
      </p>
      <div>
        <Button onClick={start} isLoading={download.isPending}>
          {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
          {download.isPending ? 'Preparing your data...' : 'Download my data'}
        </Button>
        {/* Always there, so the wait is announced when it starts. */}
        <p role="status" className="mt-2 text-sm text-muted">
          {download.isPending
            ? 'Gathering your data from every part of Inkbook. This can take a few seconds.'
            : ''}
        </p>
      </div>
      <FormAlert message={refused ? <Refusal error={refused} /> : undefined} />
    </SettingsSection>
  );
}
