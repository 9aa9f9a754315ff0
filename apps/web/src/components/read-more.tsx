import { useId, useState } from 'react';

interface ReadMoreProps {
  text: string;
  /** Characters shown before the toggle appears. */
  limit: number;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
}

/** Long text cut at `limit` characters with a Read More / Read Less toggle (spec §9 truncation limits). */
export function ReadMore({
  text,
  limit,
  moreLabel = 'Read More',
  lessLabel = 'Read Less',
  className,
}: ReadMoreProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > limit;
  const shown = !long || expanded ? text : `${text.slice(0, limit).trimEnd()}…`;
  return (
    <div className={className}>
      <p id={id} className="whitespace-pre-line">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  );
}
