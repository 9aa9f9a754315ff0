import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';

export interface LegalSection {
  id: string;
  title: string;
  body: string[];
}

/** The terms and privacy pages: one readable layout with an 'On this page' index (spec §2: last updated July 17, 2025). */
export function LegalPage({
  title,
  sections,
  seeAlso,
}: {
  title: string;
  sections: LegalSection[];
  seeAlso: { label: string; to: string };
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title={title} />
      <header className="border-b border-line pb-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">Legal</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-muted">Last updated July 17, 2025</p>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-2xl bg-paper-deep p-5">
        <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">On this page</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-ink-soft underline-offset-4 hover:text-accent hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
          <h2 id={section.id} className="text-2xl font-semibold">
            {section.title}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-4 leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-12 border-t border-line pt-6 text-sm text-muted">
        See also our{' '}
        <Link to={seeAlso.to} className="font-medium text-ink underline underline-offset-4">
          {seeAlso.label}
        </Link>
        .
      </p>
    </article>
  );
}
