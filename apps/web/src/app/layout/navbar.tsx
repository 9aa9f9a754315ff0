import { ChevronRight, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { AuthNav } from '@/features/auth/components/auth-nav';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cn } from '@/lib/cn';
import { Logo } from './logo';

const links = [
  { label: 'Discover', to: paths.discover },
  { label: 'Learn', to: paths.tutorials },
  { label: 'Apply', to: paths.apply },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-accent',
    isActive ? 'text-accent' : 'text-ink-soft',
  );

export function Navbar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const { user } = useMe();

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Every signed-in person's bell, on phones too (beside the menu button). */}
          {user ? <NotificationBell userId={user.id} /> : null}
          <div className="hidden md:block">
            <AuthNav />
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-paper-deep md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-line bg-paper px-4 pt-1 pb-5 shadow-lg shadow-ink/5 md:hidden"
      >
        <nav aria-label="Main mobile">
          <ul className="flex flex-col divide-y divide-line">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center justify-between py-3.5 font-display text-xl font-semibold',
                      isActive ? 'text-accent' : 'text-ink',
                    )
                  }
                >
                  {link.label}
                  <ChevronRight className="size-5 text-muted" aria-hidden="true" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4">
          <AuthNav layout="stack" />
        </div>
      </div>
    </header>
  );
}
