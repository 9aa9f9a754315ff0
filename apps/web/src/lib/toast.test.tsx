import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { renderWithProviders } from '@/testing/render';
import { toast } from './toast';

const toaster = () => document.querySelector('[data-sonner-toaster]');

describe('AppToaster', () => {
  it('shows toasts at the bottom, and at the top while a dialog (with its Back / Next bar) is open', async () => {
    const { rerender } = renderWithProviders(<p>Page</p>);
    act(() => {
      toast('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');

    rerender(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Inquiry</DialogTitle>
          <DialogDescription>Step 1</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(toaster()).toHaveAttribute('data-y-position', 'top');

    rerender(<p>Page</p>);
    expect(toaster()).toHaveAttribute('data-y-position', 'bottom');
  });
});
