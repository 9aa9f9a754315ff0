interface AnswerSummaryProps {
  /** The title's id, which names the region. */
  id: string;
  title: string;
  rows: readonly { term: string; detail: string }[];
}

/** A wizard's last step: the answers so far, term and value, before the final button (spec §2 summaries). */
export function AnswerSummary({ id, title, rows }: AnswerSummaryProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(({ term, detail }) => (
          <div key={term} className="flex justify-between gap-3 border-b border-line/70 pb-2">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 text-right font-medium break-words">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
