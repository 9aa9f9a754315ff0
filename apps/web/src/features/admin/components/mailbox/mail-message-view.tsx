import type { MailMessage } from '@inkbook/contracts/notification';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useMailMessage } from '../../api/get-mail-message';
import { formatDateTime } from '../../utils/format';
import { EmailFrame } from './email-frame';
import { MailFacts } from './mail-facts';

/** The email's parts: as the recipient sees it and its plain text, or only the one it has. */
function MailBody({ message }: { message: MailMessage }) {
  const { html, text } = message;
  if (html === null && text === null) {
    return <p className="text-sm text-muted">Only this email's details are kept, not its content.</p>;
  }
  const plain = (
    <pre className="max-h-[36rem] overflow-auto rounded-xl border border-line bg-white p-4 font-mono text-sm break-words whitespace-pre-wrap">
      {text}
    </pre>
  );
  if (html === null) return plain;
  if (text === null) return <EmailFrame html={html} subject={message.subject} />;
  return (
    <Tabs defaultValue="html">
      <TabsList aria-label="Email parts">
        <TabsTrigger value="html">As sent</TabsTrigger>
        <TabsTrigger value="text">Plain text</TabsTrigger>
      </TabsList>
      <TabsContent value="html">
        <EmailFrame html={html} subject={message.subject} />
      </TabsContent>
      <TabsContent value="text">{plain}</TabsContent>
    </Tabs>
  );
}

function Header({ message }: { message: MailMessage }) {
  return (
    <header className="flex flex-col gap-3">
      <h2 className="font-display text-2xl font-semibold break-words">{message.subject}</h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">From</dt>
        <dd className="break-words">{message.from}</dd>
        <dt className="text-muted">To</dt>
        <dd className="break-words">{message.to}</dd>
        {message.attachments?.length ? (
          <>
            <dt className="text-muted">Attached</dt>
            <dd className="break-words">{message.attachments.map((file) => file.filename).join(', ')}</dd>
          </>
        ) : null}
        {message.sentAt ? (
          <>
            <dt className="text-muted">Sent</dt>
            <dd>
              <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <MailFacts mail={message} />
      {message.lastError ? <FormAlert message={`Last error: ${message.lastError}`} /> : null}
    </header>
  );
}

/** The selected email: its header, its last error when sending failed, then the email itself. */
export function MailMessageView({ id }: { id: string }) {
  const { data: message, error, refetch, isRefetching } = useMailMessage(id);
  if (message) {
    return (
      <article aria-label={message.subject} className="flex min-w-0 flex-col gap-5">
        <Header message={message} />
        <MailBody message={message} />
      </article>
    );
  }
  if (error) {
    const gone = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div role="alert" className="rounded-2xl border border-line bg-white/70 p-8 text-center">
        <p className="font-display text-xl font-semibold">
          {gone ? 'This email is not in the mailbox' : "We couldn't load this email"}
        </p>
        {gone ? null : (
          <Button variant="outline" className="mt-5" onClick={() => void refetch()} isLoading={isRefetching}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div role="status" aria-label="Loading the email" className="flex flex-col gap-3">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-[28rem] w-full rounded-xl" />
    </div>
  );
}
