import type { InquiryKind } from '../shared/inquiry-mapper';

/** Which side of a conversation read it: the inquiry's recipient, or the client who sent it. */
export type ReaderSide = 'recipient' | 'client';

/** How far one side has read an inquiry's conversation: the time of the last message it read. */
export interface ConversationReadsTable {
  inquiry_kind: InquiryKind;
  inquiry_id: string;
  reader_side: ReaderSide;
  /** ISO string with milliseconds, as `messages.created_at`. */
  read_at: string;
}
