import type { Message } from '@inkbook/contracts/conversation';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { useState } from 'react';
import { Gallery } from '@/components/gallery/gallery';
import { MediaImage } from '@/components/media-image';
import { cn } from '@/lib/cn';

const roleLabel: Record<Message['author']['role'], string> = {
  client: 'Client',
  artist: 'Artist',
  studio: 'Studio',
  system: 'Inkbook',
};

/** A message's photos: thumbnails that open the image preview (private media the reader's session unlocks). */
function MessagePhotos({ message }: { message: Message }) {
  const [open, setOpen] = useState<number | null>(null);
  if (message.attachments.length === 0) return null;
  const urls = message.attachments.map((attachment) => attachment.url);
  return (
    <>
      <ul aria-label="Photos" className="mt-2 flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} from ${message.author.name}`}
              className="block size-20 overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <MediaImage src={url} alt="" sizes="80px" aspect="1/1" className="rounded-lg" />
            </button>
          </li>
        ))}
      </ul>
      <Gallery
        images={urls}
        index={open}
        onIndexChange={setOpen}
        title={`Photos from ${message.author.name}`}
      />
    </>
  );
}

function MessageItem({ message, mine }: { message: Message; mine: boolean }) {
  const sent = new Date(message.createdAt);
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <article
        aria-label={`${message.author.name}, ${roleLabel[message.author.role]}`}
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl border px-4 py-2.5',
          mine ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink',
        )}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold">{message.author.name}</span>
          <span className={mine ? 'text-paper/70' : 'text-muted'}>{roleLabel[message.author.role]}</span>
          <time
            dateTime={message.createdAt}
            title={sent.toLocaleString()}
            className={mine ? 'text-paper/70' : 'text-muted'}
          >
            {relativeTime(sent)}
          </time>
        </header>
        <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
        <MessagePhotos message={message} />
      </article>
    </li>
  );
}

interface MessageThreadProps {
  messages: Message[];
  /** Whether a message is the reader's own (drawn on the other side). */
  isMine: (message: Message) => boolean;
}

/** The messages, oldest first: the newest at the bottom, as every chat reads. */
export function MessageThread({ messages, isMine }: MessageThreadProps) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} mine={isMine(message)} />
      ))}
    </ol>
  );
}
