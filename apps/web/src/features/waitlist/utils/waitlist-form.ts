import { type WaitlistJoinBodyInput, waitlistJoinBodySchema } from '@inkbook/contracts/availability';
import type { TattooSize } from '@inkbook/contracts/tattoo-options';
import { z } from 'zod';
import { recipientPart, type WaitlistRecipient } from './recipient';

type WaitlistSize = Exclude<TattooSize, 'custom'>;

/** The dialog's answers as its inputs hold them ('' while no size is chosen). */
export interface WaitlistAnswers {
  name: string;
  email: string;
  idea: string;
  size: WaitlistSize | '';
  preferredMonths: string[];
}

export const emptyWaitlistAnswers: WaitlistAnswers = {
  name: '',
  email: '',
  idea: '',
  size: '',
  preferredMonths: [],
};

const fields = waitlistJoinBodySchema.shape;

/**
 * The API's own rules (and messages) for the fields the dialog shows: a signed-in client gives no name or email
 * (the service takes them from the account).
 */
export const waitlistFormSchema = (signedIn: boolean) =>
  z.object({
    name: signedIn ? z.string() : fields.name.unwrap(),
    email: signedIn ? z.string() : fields.email.unwrap(),
    idea: fields.idea,
    size: fields.size.unwrap().or(z.literal('')),
    preferredMonths: fields.preferredMonths,
  });

/** POST /api/waitlist's body: the recipient's id, and only the answers given. */
export function waitlistBody(
  answers: WaitlistAnswers,
  recipient: WaitlistRecipient,
  signedIn: boolean,
): WaitlistJoinBodyInput {
  return {
    ...recipientPart(recipient),
    ...(signedIn ? {} : { name: answers.name.trim(), email: answers.email.trim() }),
    idea: answers.idea.trim(),
    ...(answers.size ? { size: answers.size } : {}),
    preferredMonths: answers.preferredMonths,
  };
}
