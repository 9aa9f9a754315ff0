import type { Message, MessageList } from '@inkbook/contracts/conversation';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { inquiryApi, studioInquiryApi } from '@/lib/api';

/** Which inquiry a conversation belongs to: the two kinds have their own routes (and services' tables). */
export interface ConversationOf {
  inquiryId: string;
  kind: 'artist' | 'studio';
}

/** The largest page the server serves: a conversation rarely has more, so it usually arrives in one request. */
const PAGE_SIZE = 100;

const apiOf = (kind: ConversationOf['kind']) => (kind === 'artist' ? inquiryApi : studioInquiryApi);

export const conversationKey = ({ inquiryId, kind }: ConversationOf) =>
  ['inquiries', kind, inquiryId, 'messages'] as const;

/** GET …/messages, oldest first: each page continues after the one before (`nextCursor`). */
export const conversationQueryOptions = (of: ConversationOf) =>
  infiniteQueryOptions({
    queryKey: conversationKey(of),
    queryFn: ({ pageParam, signal }) =>
      apiOf(of.kind).messages({
        params: { id: of.inquiryId },
        query: { limit: PAGE_SIZE, ...(pageParam && { after: pageParam }) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** POST …/messages: answers the stored message. */
export const postMessage = (of: ConversationOf, body: { body: string; images: string[] }) =>
  apiOf(of.kind).postMessage({ params: { id: of.inquiryId }, body });

/**
 * Puts a message at the end of the cached thread (the one just sent, or one that arrived live), once: the sender's
 * own answer and the event announcing it both arrive. Answers false when it could not be placed in order (no thread
 * yet, or later pages not fetched yet): the caller refetches instead.
 */
export function appendMessage(queryClient: QueryClient, of: ConversationOf, message: Message): boolean {
  let added = false;
  queryClient.setQueryData<InfiniteData<MessageList, string>>(conversationKey(of), (data) => {
    const last = data?.pages.at(-1);
    if (!data || !last || last.nextCursor !== null) return data;
    added = true;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    return {
      ...data,
      pages: [...data.pages.slice(0, -1), { ...last, messages: [...last.messages, message] }],
    };
  });
  return added;
}
