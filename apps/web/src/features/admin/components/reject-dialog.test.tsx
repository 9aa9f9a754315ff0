import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RejectDialog } from './reject-dialog';

const open = () => {
  const onReject = vi.fn();
  const view = renderWithProviders(
    <RejectDialog name="Maya Stone" disabled={false} isLoading={false} onReject={onReject} />,
  );
  return { ...view, onReject };
};

describe('RejectDialog: a reason with the rejection', () => {
  it('sends the reason typed, at most 500 characters, and closes', async () => {
    const { user, onReject } = open();
    await user.click(screen.getByRole('button', { name: 'Reject Maya Stone' }));
    const field = screen.getByLabelText('Reason (optional)');
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason must be at most 500 characters')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '  Please add healed work.  ');
    expect(screen.getByText('27/500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onReject).toHaveBeenCalled());
    expect(onReject).toHaveBeenCalledWith('Please add healed work.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects without a reason when the field is left empty, and Cancel rejects nothing', async () => {
    const { user, onReject } = open();
    await user.click(screen.getByRole('button', { name: 'Reject Maya Stone' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReject).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reject Maya Stone' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith(undefined));
  });
});
