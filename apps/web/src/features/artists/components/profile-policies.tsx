import type { ArtistProfile } from '@inkbook/contracts/artist';
import { CalendarX, HandCoins, Sparkles } from 'lucide-react';
import { ReadMore } from '@/components/read-more';
import { ProfileSection } from './profile-section';

const POLICY_LIMIT = 100;

/** Deposit, cancellation and touch-up policies, each cut at 100 characters (spec §9). */
export function ProfilePolicies({ artist }: { artist: ArtistProfile }) {
  const policies = [
    { title: 'Deposit Policy', text: artist.depositPolicy, Icon: HandCoins },
    { title: 'Cancellation Policy', text: artist.cancellationPolicy, Icon: CalendarX },
    { title: 'Touch-up Policy', text: artist.touchupPolicy, Icon: Sparkles },
  ].filter((policy) => policy.text?.trim());
  if (policies.length === 0) return null;

  return (
    <ProfileSection id="policies" title="Policies">
      <ul className="grid gap-3 md:grid-cols-3">
        {policies.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl border border-line bg-paper p-4">
            <h3 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide uppercase">
              <Icon aria-hidden="true" className="size-4 text-accent" />
              {title}
            </h3>
            <ReadMore text={text ?? ''} limit={POLICY_LIMIT} className="mt-2 text-sm text-ink-soft" />
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
