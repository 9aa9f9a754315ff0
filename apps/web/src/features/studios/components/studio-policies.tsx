import type { StudioProfile } from '@inkbook/contracts/studio';
import { Ban, IdCard, Wallet } from 'lucide-react';
import { ReadMore } from '@/components/read-more';
import { ProfileSection } from './profile-section';

/** Spec §9: policy text collapses past 100 characters. */
const POLICY_LIMIT = 100;

/** Deposit, cancellation and age requirements; the shop minimum when there is one. */
export function StudioPolicies({ studio }: { studio: StudioProfile }) {
  const policies = [
    { title: 'Deposit', text: studio.depositPolicy, Icon: Wallet },
    { title: 'Cancellation', text: studio.cancellationPolicy, Icon: Ban },
    { title: 'Age Requirements', text: studio.ageRequirements, Icon: IdCard },
  ].filter((policy): policy is typeof policy & { text: string } => Boolean(policy.text?.trim()));
  if (policies.length === 0 && studio.shopMinimum <= 0) return null;
  return (
    <ProfileSection id="studio-policies" title="Policies">
      <ul className="grid gap-4 sm:grid-cols-2">
        {policies.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-line bg-white p-5">
            <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
              <Icon aria-hidden="true" className="size-4 text-accent" />
              {title}
            </h3>
            <ReadMore text={text} limit={POLICY_LIMIT} className="mt-2 text-sm text-ink-soft" />
          </li>
        ))}
        {studio.shopMinimum > 0 ? (
          <li className="rounded-2xl border border-line bg-paper-deep p-5">
            <h3 className="font-sans text-base font-semibold">Shop Minimum</h3>
            <p className="mt-2 font-display text-3xl font-semibold">${studio.shopMinimum}</p>
            <p className="text-sm text-muted">The smallest piece is priced from here.</p>
          </li>
        ) : null}
      </ul>
    </ProfileSection>
  );
}
