import type { SessionUser } from '@inkbook/contracts/identity';
import type { StudioProfile } from '@inkbook/contracts/studio';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShareMenu } from '@/components/share-menu';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useSiteOrigin } from '@/lib/use-browser-value';
import { RequestVerification } from './request-verification';

/**
 * Send an inquiry (when the app composes one in), text the studio (disabled without a phone, spec §2), share, and
 * for a signed-in artist, ask the studio to verify them.
 */
export function StudioActions({
  studio,
  inquiryAction,
  viewer,
}: {
  studio: StudioProfile;
  inquiryAction?: ReactNode;
  viewer?: SessionUser | null;
}) {
  const url = `${useSiteOrigin()}${paths.studio(studio.handle)}`;
  const phone = studio.phone?.replace(/[^\d+]/g, '');
  const body = encodeURIComponent(
    `Hi ${studio.studioName}, I found you on Inkbook and would like to book a tattoo.`,
  );
  return (
    <div className="flex shrink-0 flex-wrap gap-2 md:flex-col md:items-stretch">
      {inquiryAction}
      {phone ? (
        <a href={`sms:${phone}?&body=${body}`} className={buttonStyles({ variant: 'accent' })}>
          <MessageSquare aria-hidden="true" className="size-4" />
          Text the Studio
        </a>
      ) : (
        // A disabled button loses its tooltip, so the wrapper carries the reason too.
        <span title="Phone number not available" className="inline-flex">
          <Button variant="accent" disabled title="Phone number not available" className="w-full">
            <MessageSquare aria-hidden="true" className="size-4" />
            Text the Studio
          </Button>
        </span>
      )}
      <ShareMenu
        url={url}
        title={studio.studioName}
        smsText={`Check out ${studio.studioName} on Inkbook: ${url}`}
        copiedToast={{ title: 'Link copied!', description: 'Studio profile link copied to clipboard' }}
        failureToast={{ title: 'Error', description: 'Failed to copy link' }}
        triggerClassName={buttonStyles({ variant: 'outline' })}
      />
      <RequestVerification studioId={studio.id} viewer={viewer} />
    </div>
  );
}
