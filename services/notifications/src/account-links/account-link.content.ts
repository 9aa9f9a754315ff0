import type { AccountLinkPurpose } from '@inkbook/contracts/auth';
import { absoluteUrl, appPaths } from '../notifications/app-paths';
import type { EmailContent } from '../ports';

// The emails that carry auth's single-use links. They hold the link and nothing else of the account: never a
// password or a session (issue 22, item 9).

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long a link still works, as a person reads it: "1 hour", "24 hours", "7 days". Counted from now rather
 * than from when auth issued it, so an email sent late does not promise more time than the link has.
 */
export function validityOf(expiresAt: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((Date.parse(expiresAt) - now) / 60_000));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}

export interface AccountLink {
  purpose: AccountLinkPurpose;
  token: string;
  /** How long the link still works, from validityOf. */
  validity: string;
}

/** The email for each purpose, its one button an absolute link under PUBLIC_URL. */
export function accountLinkEmail({ purpose, token, validity }: AccountLink, publicUrl: string): EmailContent {
  if (purpose === 'verify-email') {
    return {
      subject: 'Confirm your email',
      preview: 'One click and your Inkbook account is all set.',
      heading: 'Confirm your email',
      paragraphs: [
        'Welcome to Inkbook! Please confirm this is your email address, so the news about your inquiries reaches you.',
        `The link works for ${validity}. If you did not create an Inkbook account, you can ignore this email.`,
      ],
      action: { label: 'Confirm my email', url: absoluteUrl(publicUrl, appPaths.verifyEmail(token)) },
    };
  }
  const setPassword = absoluteUrl(publicUrl, appPaths.resetPassword(token));
  if (purpose === 'reset-password') {
    return {
      subject: 'Set a new password',
      preview: 'Your link to choose a new Inkbook password.',
      heading: 'Set a new password',
      paragraphs: [
        'We got a request to reset the password of your Inkbook account. Choose a new one with the button below.',
        `The link works once, for ${validity}. Setting a new password signs you out on every other device.`,
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ],
      action: { label: 'Set a new password', url: setPassword },
    };
  }
  return {
    subject: 'Someone used your email on Inkbook',
    preview: 'If it was you, set a password to take your account.',
    heading: 'Was this you?',
    paragraphs: [
      'Someone just used this email address on Inkbook, and it belongs to an account that has not been confirmed yet.',
      `If it was you, set a password to take the account. The link works once, for ${validity}, and signs out anyone else using the account.`,
      'If it was not you, you can ignore this email.',
    ],
    action: { label: 'Set a password', url: setPassword },
  };
}
