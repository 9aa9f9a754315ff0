import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { type LucideIcon, Mail, MessageSquare, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { emailHref, phoneHref } from '../utils/contact-links';

interface ContactActionsProps {
  inquiry: ArtistInquiry;
  /** Reaching out to the client marks the inquiry responded (spec §4). */
  onContact: () => void;
}

/** Email, Text and Call the client; the phone ones are off (with the reason) when the client left no number. */
export function ContactActions({ inquiry, onContact }: ContactActionsProps) {
  const actions: Array<{ label: string; icon: LucideIcon; href: string | null }> = [
    { label: 'Email Client', icon: Mail, href: emailHref(inquiry.email, inquiry.concept) },
    { label: 'Text Client', icon: MessageSquare, href: phoneHref('sms', inquiry.phone) },
    { label: 'Call Client', icon: Phone, href: phoneHref('tel', inquiry.phone) },
  ];
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {actions.map(({ label, icon: Icon, href }) =>
        href ? (
          <a key={label} href={href} onClick={onContact} className={buttonStyles({ variant: 'outline' })}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </a>
        ) : (
          <Button key={label} variant="outline" disabled title="Phone number not available">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ),
      )}
    </div>
  );
}
