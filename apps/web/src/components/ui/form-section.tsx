import { type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  /** A line under the title, e.g. what the fields are used for. */
  description?: string;
  children: ReactNode;
}

/** A titled group of fields inside a long form or wizard step (contact, location, account). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 border-t border-line pt-6 first:border-t-0 first:pt-0"
    >
      <div>
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
