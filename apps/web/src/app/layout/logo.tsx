import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="group inline-flex items-center gap-2 rounded-md"
      aria-label="Inkbook home"
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-ink" />
        <path d="M16 6c3 5 6 8.5 6 12.5a6 6 0 0 1-12 0C10 14.5 13 11 16 6z" className="fill-accent" />
      </svg>
      <span className="font-display text-2xl font-semibold tracking-tight text-ink">Inkbook</span>
    </Link>
  );
}
