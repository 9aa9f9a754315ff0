import { sessionWhen } from './booking-time';

interface SessionTimeProps {
  start: string;
  end: string | null;
  /** The booking's time zone, named beside the viewer's time when it is another. */
  timeZone: string;
  /** Leave out the date (a list already grouped by day). */
  timeOnly?: boolean;
}

/** When a session is, in the viewer's time, with the booking's own zone beside it when that differs. */
export function SessionTime({ start, end, timeZone, timeOnly = false }: SessionTimeProps) {
  const when = sessionWhen(start, end, timeZone);
  return (
    <span className="flex flex-col">
      <time dateTime={start} className="font-medium text-ink">
        {timeOnly ? when.time : `${when.date}, ${when.time}`}
      </time>
      {when.there ? <span className="text-sm text-muted">{when.there}</span> : null}
    </span>
  );
}
