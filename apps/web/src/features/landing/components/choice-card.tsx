import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface ChoiceCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  cta: string;
  /** The dark variant for the second choice, so the two read as a pair rather than a list. */
  tone?: 'light' | 'dark';
}

/** One large, fully clickable option on the /discover and /apply pages. */
export function ChoiceCard({ to, icon: Icon, title, text, points, cta, tone = 'light' }: ChoiceCardProps) {
  const dark = tone === 'dark';
  return (
    <Link
      to={to}
      className={`group flex flex-col rounded-3xl border p-6 transition-all hover:-translate-y-0.5 hover:shadow-xl sm:p-8 motion-reduce:transition-none ${
        dark
          ? 'border-ink bg-ink text-paper hover:shadow-ink/25'
          : 'border-line bg-white text-ink hover:border-ink/30 hover:shadow-ink/10'
      }`}
    >
      <span
        className={`inline-flex size-14 items-center justify-center rounded-2xl ${dark ? 'bg-accent text-white' : 'bg-accent-soft text-accent'}`}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className={`mt-6 text-3xl font-semibold ${dark ? 'text-paper' : 'text-ink'}`}>{title}</h2>
      <p className={`mt-3 ${dark ? 'text-paper/75' : 'text-muted'}`}>{text}</p>
      <ul className="mt-6 flex flex-col gap-2.5 text-sm">
        {points.map((point) => (
          <li key={point} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" />
            <span className={dark ? 'text-paper/90' : 'text-ink-soft'}>{point}</span>
          </li>
        ))}
      </ul>
      <span
        className={`mt-8 inline-flex h-12 items-center justify-center gap-2 self-start rounded-full px-6 text-base font-medium transition-colors ${
          dark ? 'bg-paper text-ink group-hover:bg-paper-deep' : 'bg-ink text-paper group-hover:bg-ink-soft'
        }`}
      >
        {cta}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
      </span>
    </Link>
  );
}

/** The shared page frame of /discover and /apply: a heading block over two choices. */
export function ChoicePage({
  eyebrow,
  title,
  text,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -left-32 size-[30rem] rounded-full bg-accent/10 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase sm:text-sm">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-6xl">{title}</h1>
          <p className="mt-4 text-lg text-muted">{text}</p>
        </div>
        <div className="mt-10 grid gap-5 sm:mt-14 md:grid-cols-2 md:gap-6">{children}</div>
      </div>
    </section>
  );
}
