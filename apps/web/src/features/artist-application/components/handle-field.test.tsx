import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { HANDLE_TAKEN, HandleField } from './handle-field';

const registration = {
  name: 'instagramHandle',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
} as const;

describe('HandleField', () => {
  it('checks and shows nothing while the field is empty', async () => {
    const sent = stubApi(() => ({ body: { available: false } }));
    renderWithProviders(<HandleField registration={registration} value="" />);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(HANDLE_TAKEN)).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('says a typed handle is taken once the check answers', async () => {
    stubApi(() => ({ body: { available: false } }));
    renderWithProviders(<HandleField registration={registration} value="@inkedbyjo" />);
    expect(await screen.findByText(HANDLE_TAKEN)).toBeInTheDocument();
  });
});
