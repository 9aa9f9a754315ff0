import { relativeTime } from '@inkbook/contracts/relative-time';
import { useState } from 'react';

let fullDate: Intl.DateTimeFormat | undefined;

/** The full date and time as `toLocaleString()` writes it, from one formatter made at first use (each call makes one). */
const fullDateTime = (iso: string) => {
  fullDate ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return fullDate.format(new Date(iso));
};

/**
 * How long ago `iso` was, its full date and time on hover. The full date is written when a pointer first comes over
 * it: a list of cards makes no formatter and formats no date while it draws (issue 30: the dashboards' long tasks).
 */
export function SentTime({ iso }: { iso: string }) {
  const [title, setTitle] = useState<string>();
  return (
    <time dateTime={iso} title={title} onPointerEnter={() => setTitle((shown) => shown ?? fullDateTime(iso))}>
      {relativeTime(iso)}
    </time>
  );
}
