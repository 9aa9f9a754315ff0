import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ClaimsLoadState } from './claims-load-state';

/** A claims list whose fetch answers from `answers`, one a call (an Error fails it). */
function List({ answers }: { answers: (string[] | Error)[] }) {
  const query = useQuery({
    queryKey: ['claims-test'],
    queryFn: async () => {
      const next = answers.shift() ?? new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return (
    <>
      {/* What the query went through, for a test to wait on. */}
      <output aria-label="Query status">{query.status}</output>
      <ClaimsLoadState
        query={query}
        loadingLabel="Loading your artists"
        errorText="We couldn't load your artists."
      >
        {(names) => (
          <ul aria-label="Claims">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </ClaimsLoadState>
    </>
  );
}

describe('ClaimsLoadState', () => {
  it('shows a named skeleton, then the list', async () => {
    renderWithProviders(<List answers={[['Maya Stone']]} />);
    expect(screen.getByRole('status', { name: 'Loading your artists' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Maya Stone');
    expect(screen.queryByRole('status', { name: 'Loading your artists' })).not.toBeInTheDocument();
  });

  it('says a first load failed, and Try Again loads it', async () => {
    const { user } = renderWithProviders(<List answers={[new Error('down'), ['Maya Stone']]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your artists.");
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Maya Stone');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the list on screen when a later refresh fails', async () => {
    const { queryClient } = renderWithProviders(<List answers={[['Maya Stone'], new Error('down')]} />);
    expect(await screen.findByRole('listitem')).toHaveTextContent('Maya Stone');
    await queryClient.refetchQueries({ queryKey: ['claims-test'] });
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Maya Stone');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
