import type { Role } from '@inkbook/contracts/identity';

/** The profiles an account owns, which leave public view the moment it is deleted. */
const ownedProfiles: Partial<Record<Role, string>> = {
  artist: 'Your artist profile leaves public view at once.',
  studio: 'Your studio profile leaves public view at once.',
  'artist-studio': 'Your artist and studio profiles leave public view at once.',
};

/** What deleting an account erases and what is kept, and why (issue 27 item 5), before anyone is asked to confirm. */
export function ErasureWarning({ role }: { role: Role }) {
  const profiles = ownedProfiles[role];
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-5 text-ink">
      <p className="font-semibold">This is permanent and cannot be undone.</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        {profiles ? <li>{profiles}</li> : null}
        <li>
          Within a minute, your sign-in, inquiries, messages, photos, notifications and settings are erased
          from every part of Inkbook.
        </li>
        <li>
          Artists and studios keep their booking records with you, shown as ‘Deleted client’, with the
          amounts, as they need them for their accounts.
        </li>
        <li>
          Consent forms you signed are kept sealed for the retention period, as studios must keep them, and
          only Inkbook’s admins can open them; then they are erased too.
        </li>
      </ul>
      <p className="text-sm">Want a copy first? Download your data before you delete your account.</p>
    </div>
  );
}
