import { CirclePlay } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type FooterGroup, footerGroups } from './footer-groups';
import { Logo } from './logo';

/** One group: an accordion under md, an always-open list from md up. */
function FooterColumn({ group }: { group: FooterGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="border-b border-line py-2 md:border-0 md:py-0">
      <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        <button
          type="button"
          className="flex w-full items-center justify-between py-2 text-left md:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {group.title}
          <svg
            viewBox="0 0 20 20"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          >
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <span className="hidden md:inline">{group.title}</span>
      </h2>
      <ul
        id={listId}
        className={cn('flex-col gap-2 pt-1 pb-3 md:mt-3 md:flex md:p-0', open ? 'flex' : 'hidden')}
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted hover:text-accent">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="offscreen-lazy mt-auto border-t border-line bg-paper-deep/60">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1fr_3fr]">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted">The easiest way to book a tattoo you'll love.</p>
          <Link
            to={paths.tutorials}
            className="inline-flex items-center gap-2 self-start text-sm font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
          >
            <CirclePlay className="size-5 text-accent" aria-hidden="true" />
            Watch our video channel
          </Link>
        </div>
        <nav aria-label="Footer" className="md:grid md:grid-cols-4 md:gap-8">
          {footerGroups.map((group) => (
            <FooterColumn key={group.title} group={group} />
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-xs text-muted sm:px-6">
          © 2025 Inkbook. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
