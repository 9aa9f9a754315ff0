import { MESSAGE_MAX_LENGTH, type Message } from '@inkbook/contracts/conversation';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { serverMessageOf, useCommand } from '@/lib/use-command';
import { ComposerPhotos } from './composer-photos';
import { type ConversationOf, postMessage } from './conversation-api';

/** The count shows from here on: well before the limit, not in the way of a short note. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 200;
const TOO_LONG = `Please keep the message under ${MESSAGE_MAX_LENGTH} characters`;

interface MessageComposerProps {
  of: ConversationOf;
  /** The server stored it: the thread shows it. */
  onSent: (message: Message) => void;
}

/**
 * Writes in the conversation: the text (Ctrl/Cmd+Enter sends), up to four photos, and Send, disabled while there is
 * nothing to send or a send is under way. A refused send keeps what was written and says why in place.
 */
export function MessageComposer({ of, onSent }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const send = useCommand({
    mutationFn: (body: { body: string; images: string[] }) => postMessage(of, body),
    onSuccess: (message) => {
      setText('');
      setImages([]);
      onSent(message);
    },
    onError: (failure) =>
      setError(serverMessageOf(failure) ?? "Your message couldn't be sent. Please try again."),
  });

  const body = text.trim();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = body.length > 0 && !tooLong && !uploading && !send.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setError(undefined);
    send.mutate({ body, images });
  };
  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
  return (
    <form onSubmit={submit} aria-label="Write a message" className="flex flex-col gap-3">
      <label htmlFor={`${id}-text`} className="sr-only">
        Message
      </label>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnCtrlEnter}
        placeholder="Write a message…"
        aria-invalid={tooLong || undefined}
        aria-describedby={text.length >= COUNT_FROM ? `${hintId} ${countId}` : hintId}
        className="min-h-20"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
        <span id={hintId}>Ctrl+Enter (⌘+Enter on a Mac) sends</span>
        {text.length >= COUNT_FROM ? (
          <span id={countId} className={cn(tooLong && 'font-medium text-accent')}>
            {formatCount(text.length)} / {formatCount(MESSAGE_MAX_LENGTH)}
            {tooLong ? <span className="sr-only">. {TOO_LONG}</span> : null}
          </span>
        ) : null}
      </div>
      {tooLong ? (
        <p aria-hidden="true" className="text-sm font-medium text-accent">
          {TOO_LONG}
        </p>
      ) : null}
      <FormAlert message={error} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ComposerPhotos
          id={`${id}-photos`}
          value={images}
          onChange={setImages}
          onBusyChange={setUploading}
          disabled={send.isPending}
        />
        <Button type="submit" variant="accent" disabled={!canSend} isLoading={send.isPending}>
          {send.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
