import type { StudioInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/lib/me-query-key';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { useSendStudioInquiry } from './send-studio-inquiry';

/** A Send button for a fixed body, as the wizard's last step sends it (only the password matters here). */
function Send({ password, signedIn }: { password?: string; signedIn: boolean }) {
  const send = useSendStudioInquiry('Ink House', signedIn);
  const body = { studioId: 's1', email: 'sam@example.com', password } as unknown as StudioInquiryBodyInput;
  return (
    <button type="button" onClick={() => send.mutate({ body, idempotencyKey: 'k1' })}>
      Send
    </button>
  );
}

const answered = () => stubApi(() => ({ status: 201, body: { id: 'sent' } }));

describe('useSendStudioInquiry: the way back to a sent inquiry', () => {
  it('tells a sender whose account it made where to follow it, links to /my-inquiries and asks who is signed in', async () => {
    answered();
    const view = renderWithProviders(<Send password="client-password" signedIn={false} />);
    view.queryClient.setQueryData(meQueryKey, null);
    await view.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(
        'Your inquiry has been sent to Ink House. Follow it and the replies in My Inquiries.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(true));
    await view.user.click(screen.getByRole('button', { name: 'My Inquiries' }));
    expect(view.location()).toBe(paths.myInquiries);
  });

  it('says only that it was sent to an anonymous sender without an account', async () => {
    answered();
    const view = renderWithProviders(<Send signedIn={false} />);
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your inquiry has been sent to Ink House.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My Inquiries' })).not.toBeInTheDocument();
  });
});
