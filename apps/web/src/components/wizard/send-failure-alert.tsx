import type { ReactNode } from 'react';
import type { SendFailure } from '@/lib/send-failure';

interface SendFailureAlertProps {
  failure: SendFailure | null;
  /** 'Log in', keeping the answers to send once signed in (shown after a 409). */
  signInLink: ReactNode;
}

/** A failed send on a dialog's last step: the message, and after a 409 the way on through signing in. */
export function SendFailureAlert({ failure, signInLink }: SendFailureAlertProps) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-sm text-accent-strong"
    >
      <p className="font-medium">{failure.message}</p>
      {failure.needsSignIn ? (
        <p className="mt-2 text-ink-soft">{signInLink} and your inquiry is sent with these answers.</p>
      ) : null}
    </div>
  );
}
