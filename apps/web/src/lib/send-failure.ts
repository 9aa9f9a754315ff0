import { FLASH_CLAIMED_MESSAGE } from '@inkbook/contracts/availability-rules';
import { INQUIRY_ACCOUNT_EXISTS } from '@inkbook/contracts/inquiry';
import { isApiError } from './api-client';
import { serverMessageOf } from './use-command';

const FAILED = 'Failed to send inquiry. Please try again.';
const CONTACT_FIELDS = ['fullName', 'email', 'phone'];

/** Why an inquiry did not go out, as a dialog shows it on its last step (every answer kept) and its toast says. */
export interface SendFailure {
  /** The server's message (by useCommand's rule), or the spec's fallback. */
  message: string;
  /** 409: the email has an account; signing in as it and sending again is the way on. */
  needsSignIn: boolean;
  /**
   * 400 on the contact details: a signed-in client had none on file (no earlier inquiry to take a name and phone
   * from), so the dialog asks for them after all.
   */
  needsContact: boolean;
}

export function describeSendFailure(error: unknown): SendFailure {
  if (!isApiError(error)) return { message: FAILED, needsSignIn: false, needsContact: false };
  if (error.status === 409) {
    const message = serverMessageOf(error) ?? INQUIRY_ACCOUNT_EXISTS;
    // A flash piece claimed meanwhile (issue 26) is no matter of signing in: the message is all there is to say.
    return { message, needsSignIn: message !== FLASH_CLAIMED_MESSAGE, needsContact: false };
  }
  const needsContact =
    error.status === 400 && CONTACT_FIELDS.some((field) => error.fields[field] !== undefined);
  return { message: serverMessageOf(error) ?? FAILED, needsSignIn: false, needsContact };
}
