import type { Message } from '@inkbook/contracts/conversation';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useServerEvents } from '@/lib/server-events';
import {
  appendMessage,
  type ConversationOf,
  conversationKey,
  conversationQueryOptions,
} from './conversation-api';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

const SUBJECTS = ['inquiries.message.created'] as const;

interface ConversationProps extends ConversationOf {
  /** Who reads: the inquiry's client, its recipient (the artist or the studio), or an admin reading along. */
  reader: 'client' | 'recipient' | 'admin';
  /** A message was sent or arrived: e.g. refresh the inquiry, whose status the recipient's first answer moves. */
  onMessage?: () => void;
}

function ThreadSkeleton() {
  return (
    <div role="status" aria-label="Loading the conversation" className="flex flex-col gap-3">
      <Skeleton className="h-16 w-3/4 rounded-2xl" />
      <Skeleton className="h-12 w-2/3 self-end rounded-2xl" />
    </div>
  );
}

/**
 * An inquiry's conversation (issue 23): the thread, oldest first and kept live by `inquiries.message.created`, and a
 * composer for the two parties (an admin reads only). Every page of the thread is fetched, so the newest message is
 * at the bottom, scrolled into view as it arrives.
 */
export function Conversation({ inquiryId, kind, reader, onMessage }: ConversationProps) {
  const of = { inquiryId, kind };
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(conversationQueryOptions(of));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const show = (message: Message) => {
    if (!appendMessage(queryClient, of, message))
      void queryClient.invalidateQueries({ queryKey: conversationKey(of) });
    onMessage?.();
  };
  useServerEvents({
    subjects: SUBJECTS,
    onEvent: (_subject, snapshot) => {
      if (snapshot.inquiryId !== inquiryId || snapshot.inquiryKind !== kind) return;
      show(snapshot as unknown as Message);
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: conversationKey(of) }),
  });

  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const newest = messages.at(-1)?.id;
  const log = useRef<HTMLDivElement>(null);
  // The log scrolls, not the page: the newest message comes into view without moving the dialog around it.
  useEffect(() => {
    if (newest && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  const isMine = (message: Message) =>
    reader === 'client' ? message.author.role === 'client' : message.author.role === kind;

  return (
    <section aria-labelledby={`conversation-${inquiryId}`} className="flex flex-col gap-4">
      <h3
        id={`conversation-${inquiryId}`}
        className="text-sm font-semibold tracking-wide text-muted uppercase"
      >
        Conversation
      </h3>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        className="flex max-h-[28rem] min-h-24 flex-col overflow-y-auto rounded-xl border border-line bg-paper-deep/40 p-3 sm:p-4"
      >
        {query.isPending ? (
          <ThreadSkeleton />
        ) : query.isError ? (
          <p className="text-sm text-accent-strong">Failed to load the conversation. Please try again.</p>
        ) : messages.length === 0 ? (
          <p className="m-auto flex flex-col items-center gap-2 py-4 text-center text-sm text-muted">
            <MessagesSquare aria-hidden="true" className="size-6" />
            {reader === 'admin' ? 'No messages yet.' : 'No messages yet. Say hello and ask anything.'}
          </p>
        ) : (
          <MessageThread messages={messages} isMine={isMine} />
        )}
      </div>
      {reader === 'admin' ? null : <MessageComposer of={of} onSent={show} />}
    </section>
  );
}
