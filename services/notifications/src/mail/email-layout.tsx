import type { NotificationCategory } from '@inkbook/contracts/notification';
// One package per component, not @react-email/components: that one also loads Tailwind, Markdown and code
// highlighting (about 0.7 s per process), which this layout never uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { EmailContent } from '../ports';

/** The footer's answer to "why did I get this?", one per category (account emails have their own line). */
const reasons: Record<NotificationCategory, string> = {
  applications: 'it is about an artist or studio application on Inkbook',
  inquiries: 'you sent or received a tattoo inquiry on Inkbook',
  claims: 'your artist or studio profile is part of a studio verification on Inkbook',
  messages: 'someone wrote to you on Inkbook',
  bookings: 'you have a booking on Inkbook',
  reminders: 'you have an appointment booked on Inkbook',
};

export interface EmailLayoutProps {
  content: EmailContent;
  /** Null for account emails: always sent, so the footer offers no unsubscribe. */
  category: NotificationCategory | null;
  /** Absolute: `${PUBLIC_URL}/settings/notifications`. */
  preferencesUrl: string;
  /** Absolute `/unsubscribe?token=` page for this address and category; null for account emails. */
  unsubscribeUrl: string | null;
}

// Inline styles only (mail clients drop <style> blocks), no images at all, one fluid column capped at 560 px with
// small side padding so the text stays readable at 320 px.
const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const styles = {
  body: { backgroundColor: '#f4f4f5', margin: 0, padding: '16px 0', fontFamily: font },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '560px',
    width: '100%',
    margin: '0 auto',
    padding: '24px 16px',
    borderRadius: '8px',
  },
  brand: { fontSize: '14px', fontWeight: 700, letterSpacing: '0.08em', color: '#18181b', margin: '0 0 16px' },
  heading: { fontSize: '22px', lineHeight: '28px', color: '#18181b', margin: '0 0 16px' },
  paragraph: { fontSize: '16px', lineHeight: '24px', color: '#27272a', margin: '0 0 16px' },
  details: { backgroundColor: '#f4f4f5', borderRadius: '6px', padding: '12px 16px', margin: '0 0 16px' },
  detail: {
    fontSize: '15px',
    lineHeight: '22px',
    color: '#27272a',
    margin: '0 0 4px',
    wordBreak: 'break-word',
  },
  button: {
    backgroundColor: '#18181b',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: '#1d4ed8', fontSize: '15px', lineHeight: '22px', textDecoration: 'underline' },
  footer: { fontSize: '13px', lineHeight: '20px', color: '#52525b', margin: '0 0 8px' },
} as const;

/** Every Inkbook email: heading, paragraphs, detail rows, one button, more links, and why it was sent. */
export function EmailLayout({ content, category, preferencesUrl, unsubscribeUrl }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>INKBOOK</Text>
          <Heading as="h1" style={styles.heading}>
            {content.heading}
          </Heading>
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
          {content.details?.length ? (
            <Section style={styles.details}>
              {content.details.map(({ label, value }) => (
                <Text key={label} style={styles.detail}>
                  <strong>{label}:</strong> {value}
                </Text>
              ))}
            </Section>
          ) : null}
          {content.action ? (
            <Section style={{ margin: '8px 0 16px' }}>
              <Button href={content.action.url} style={styles.button}>
                {content.action.label}
              </Button>
            </Section>
          ) : null}
          {content.links?.map(({ label, url }) => (
            <Text key={url} style={{ margin: '0 0 8px' }}>
              <Link href={url} style={styles.link}>
                {label}
              </Link>
            </Text>
          ))}
          <Hr style={{ borderColor: '#e4e4e7', margin: '24px 0 16px' }} />
          <Footer
            category={category}
            preferencesUrl={preferencesUrl}
            unsubscribeUrl={unsubscribeUrl}
            reason={content.reason}
          />
        </Container>
      </Body>
    </Html>
  );
}

function Footer({
  category,
  preferencesUrl,
  unsubscribeUrl,
  reason,
}: Omit<EmailLayoutProps, 'content'> & { reason: string | undefined }) {
  if (!category || !unsubscribeUrl) {
    return (
      <Text style={styles.footer}>
        You get this email because it concerns your Inkbook account, so it is always sent.
      </Text>
    );
  }
  return (
    <>
      <Text style={styles.footer}>You get this email because {reason ?? reasons[category]}.</Text>
      <Text style={styles.footer}>
        <Link href={preferencesUrl} style={styles.link}>
          Choose which emails you get
        </Link>
        {' · '}
        <Link href={unsubscribeUrl} style={styles.link}>
          Unsubscribe from {category} emails
        </Link>
      </Text>
    </>
  );
}
