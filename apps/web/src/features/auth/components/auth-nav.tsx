import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMe } from '../api/get-me';
import { roleLinks } from '../utils/role-home';
import { LogoutButton } from './logout-button';

interface AuthNavProps {
  /** 'row' for the desktop bar, 'stack' for the mobile menu (full-width buttons). */
  layout?: 'row' | 'stack';
}

/** Navbar actions: sign-in links when signed out; role dashboards and Logout when signed in. */
export function AuthNav({ layout = 'row' }: AuthNavProps) {
  const { user, isPending } = useMe();
  const wrap = cn('flex gap-2', layout === 'stack' ? 'flex-col items-stretch' : 'items-center');
  const full = layout === 'stack' ? 'w-full' : undefined;

  if (isPending) {
    return (
      <div className={wrap}>
        <Skeleton className={cn('h-9 w-24 rounded-full', full)} />
        <Skeleton className={cn('h-9 w-24 rounded-full', full)} />
      </div>
    );
  }

  if (!user) {
    return (
      <div className={wrap}>
        <Link
          to={paths.login}
          className={buttonStyles({
            variant: layout === 'stack' ? 'outline' : 'ghost',
            size: 'sm',
            className: full,
          })}
        >
          Artist Login
        </Link>
        <Link to={paths.apply} className={buttonStyles({ variant: 'accent', size: 'sm', className: full })}>
          Apply Now
        </Link>
      </div>
    );
  }

  return (
    <div className={wrap}>
      {roleLinks(user.role).map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={buttonStyles({ variant: 'outline', size: 'sm', className: full })}
        >
          {link.label}
        </Link>
      ))}
      <LogoutButton className={full} />
    </div>
  );
}
