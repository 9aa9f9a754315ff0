import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { DoneStep } from './done-step';

describe('DoneStep: where a sent inquiry is followed', () => {
  it('links a sender with an account to /my-inquiries', async () => {
    const { user, location } = renderWithProviders(<DoneStep artistFirstName="Maya" signedIn />);
    expect(screen.getByText(/Follow it and the replies in My Inquiries\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open My Inquiries' }));
    expect(location()).toBe(paths.myInquiries);
  });

  it('has no such line for an anonymous sender without an account', () => {
    renderWithProviders(<DoneStep artistFirstName="Maya" signedIn={false} />);
    expect(screen.getByText(/Your inquiry was sent to Maya\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open My Inquiries' })).not.toBeInTheDocument();
  });
});
