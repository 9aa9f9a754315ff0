import { Badge } from '@/components/ui/badge';
import type { MailSummary } from '../../api/get-mailbox';
import { formatDateTime } from '../../utils/format';
import { MailStatusBadge } from './mail-status-badge';

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

/** An email's category, status, attempts and time, on one wrapping line (the list's rows and the message's header). */
export function MailFacts({ mail }: { mail: MailSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      {mail.category ? <Badge>{mail.category}</Badge> : null}
      <MailStatusBadge status={mail.status} />
      <span>{attemptsText(mail.attempts)}</span>
      <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
    </span>
  );
}
