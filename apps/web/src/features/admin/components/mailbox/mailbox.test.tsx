import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import type { MailSummary } from '../../api/get-mailbox';
import { Mailbox } from './mailbox';

const summary = (overrides: Partial<MailSummary>): MailSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  to: 'ana@example.com',
  subject: 'Set a new password',
  category: null,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-26T15:00:00.000Z',
  sentAt: '2026-11-26T15:00:01.000Z',
  ...overrides,
});

const sentMail = summary({});
const failedMail = summary({
  id: '00000000-0000-4000-8000-000000000002',
  to: 'bo@example.com',
  subject: 'New inquiry from Cleo',
  category: 'inquiries',
  status: 'failed',
  attempts: 3,
  lastError: '550 5.1.1 mailbox unavailable',
  sentAt: null,
});
const html =
  '<!doctype html><html><head><style>p { color: #222 }</style></head><body><p style="margin:0">Hi Bo</p><a href="http://localhost/dashboard">Open</a></body></html>';

/** The fake gateway: the mailbox filtered as asked, and each message whole (embedded) or metadata only (smtp). */
function fakeMailbox(delivery: 'embedded' | 'smtp' = 'embedded') {
  return stubApi(({ url }: SentRequest) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/notifications/mailbox') {
      const status = searchParams.get('status');
      const messages = [sentMail, failedMail].filter((mail) => !status || mail.status === status);
      return { body: { delivery, messages, nextCursor: null } };
    }
    const mail = [sentMail, failedMail].find((one) => pathname.endsWith(one.id));
    if (!mail) return { status: 404, body: { message: 'Not found' } };
    const whole = delivery === 'embedded';
    return {
      body: {
        ...mail,
        from: 'Inkbook <hello@inkbook.test>',
        html: whole ? html : null,
        text: whole ? 'Hi Bo\n\nOpen: http://localhost/dashboard' : null,
        headers: {},
        attachments: whole ? [{ filename: 'inkbook-booking.ics', contentType: 'text/calendar' }] : null,
      },
    };
  });
}

const mailboxRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.startsWith('/api/notifications/mailbox?'));

describe('/admin/mailbox', () => {
  it('lists every email, then only those of the status chosen, asking the server for that status', async () => {
    const sent = fakeMailbox();
    const { user, location } = renderWithProviders(<Mailbox onSessionLost={() => undefined} />, {
      route: '/admin/mailbox',
    });

    const list = await screen.findByRole('list', { name: 'Emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(mailboxRequests(sent)[0]?.url).not.toContain('status=');
    expect(screen.getByText(/Mail stays in this embedded mailbox/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');

    await expect
      .poll(() => within(screen.getByRole('list', { name: 'Emails' })).queryAllByRole('listitem'))
      .toHaveLength(1);
    expect(mailboxRequests(sent).at(-1)?.url).toContain('status=failed');
    expect(location()).toBe('/admin/mailbox?status=failed');
    const row = screen.getByRole('link', { name: /New inquiry from Cleo/ });
    expect(row).toHaveTextContent('bo@example.com');
    expect(row).toHaveTextContent('inquiries');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('3 attempts');
  });

  it('shows a selected email in a sandboxed frame, its plain text in a tab, and why it failed', async () => {
    fakeMailbox();
    const { user, location } = renderWithProviders(<Mailbox onSessionLost={() => undefined} />, {
      route: '/admin/mailbox',
    });

    await user.click(await screen.findByRole('link', { name: /New inquiry from Cleo/ }));

    const frame = await screen.findByTitle('Email: New inquiry from Cleo');
    expect(location()).toBe(`/admin/mailbox?id=${failedMail.id}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<head><base target="_blank"><style>p { color: #222 }</style>');
    expect(srcdoc).toContain('<p style="margin:0">Hi Bo</p>');
    expect(frame).not.toHaveAttribute('src');
    expect(screen.getByRole('alert')).toHaveTextContent('Last error: 550 5.1.1 mailbox unavailable');
    expect(screen.getByText('Inkbook <hello@inkbook.test>')).toBeInTheDocument();
    expect(screen.getByText('Attached').nextElementSibling).toHaveTextContent('inkbook-booking.ics');

    await user.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(await screen.findByText(/Open: http:\/\/localhost\/dashboard/)).toBeVisible();
  });

  it('over SMTP says only metadata is kept, and shows no content', async () => {
    fakeMailbox('smtp');
    const { user } = renderWithProviders(<Mailbox onSessionLost={() => undefined} />, {
      route: '/admin/mailbox',
    });

    expect(await screen.findByText(/Mail goes out over SMTP: only/)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Set a new password/ }));

    expect(
      await screen.findByText("Only this email's details are kept, not its content."),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(/^Email:/)).toBeNull();
  });
});
