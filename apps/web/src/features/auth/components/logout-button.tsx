import { type ButtonVariant, buttonStyles } from '@/components/ui/button-styles';
import { useLogout } from '../api/logout';

interface LogoutButtonProps {
  variant?: ButtonVariant;
  className?: string | undefined;
}

/** Logout (spec §4, §8): clears every cached answer, goes to `/` and says so; a failure says that instead. */
export function LogoutButton({ variant = 'primary', className }: LogoutButtonProps) {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className={buttonStyles({ variant, size: 'sm', className })}
    >
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </button>
  );
}
