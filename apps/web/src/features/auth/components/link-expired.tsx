import { LINK_EXPIRED } from '@inkbook/contracts/auth';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';

/** A link from an email that no longer works (used, expired, altered or cut short): say so, and offer a new one. */
export function LinkExpired() {
  return (
    <div className="flex flex-col gap-5">
      <FormAlert message={LINK_EXPIRED} />
      <Link to={paths.forgotPassword} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
        Ask for a new link
      </Link>
    </div>
  );
}
