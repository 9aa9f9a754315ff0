import type { Role } from '@inkbook/contracts/identity';
import { useState } from 'react';

/** Who sends an inquiry when signed in (the page knows the session; the inquiry features do not). */
export interface InquirySender {
  email: string;
  role: Role;
}

/**
 * What step 6 of an inquiry dialog asks. A visitor signs up: name, email, phone and a password that makes their
 * client account. Someone signed in who is not a client (an artist, a studio, an admin) gives name, email and
 * phone. A signed-in client gives nothing: the service takes the account's email and the name and phone of their
 * latest earlier inquiry (issue 12 item 9, 'nothing but a note').
 */
export type ContactMode = 'sign-up' | 'contact' | 'account';

export const contactMode = (sender: InquirySender | null): ContactMode =>
  sender === null ? 'sign-up' : sender.role === 'client' ? 'account' : 'contact';

/**
 * A dialog's contact mode, which turns from 'account' to 'contact' when the service has no details on file for
 * the client (a 400 on them: no earlier inquiry to take a name and phone from), so the dialog asks after all.
 */
export function useContactMode(sender: InquirySender | null) {
  const [asked, setAsked] = useState(false);
  const mode = contactMode(sender);
  return {
    mode: asked && mode === 'account' ? 'contact' : mode,
    askForContact: () => setAsked(true),
  } as const;
}

type ContactDetails = { fullName: string; email: string; phone: string };

/**
 * The contact part of an inquiry's body. A client's are left out, except what they typed before signing in (a
 * dialog resumed after a sign-in sends the same answers).
 */
export function contactPart(mode: ContactMode, { fullName, email, phone }: ContactDetails) {
  if (mode !== 'account') return { fullName, email, phone };
  return Object.fromEntries(
    Object.entries({ fullName, email, phone }).filter(([, value]) => value.trim() !== ''),
  ) as Partial<ContactDetails>;
}

/** Review's lines for the contact section. */
export const contactSummary = (mode: ContactMode, details: ContactDetails) =>
  mode === 'account' && details.fullName.trim() === ''
    ? ["Your account's details"]
    : [details.fullName, details.email, details.phone].filter((line) => line.trim() !== '');
