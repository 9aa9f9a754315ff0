import type { ReactNode } from 'react';
import { PageTitle } from '../page-title';

interface StubPageProps {
  title: string;
  children?: ReactNode;
}

/** A route that exists but whose feature is still being built: its title and one honest line. */
export function StubPage({ title, children }: StubPageProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <PageTitle title={title} />
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">This page is being built.</p>
      {children}
    </section>
  );
}
