import { parseArtistListParams } from '@inkbook/contracts/artist-list';
import type { QueryKey } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useUpdateArtistProfile } from '@/features/artist-dashboard/api/update-artist-profile';
import { artistQueryOptions } from '@/features/artists/api/get-artist';
import { artistsQueryOptions } from '@/features/artists/api/get-artists';
import { embedArtistQueryOptions } from '@/features/embed/api/get-embed-artist';
import { featuredArtistsQueryOptions } from '@/features/landing/api/get-featured-artists';
import { studioQueryOptions } from '@/features/studios/api/get-studio';
import { myProfileQueryKey } from '@/lib/my-artist-profile';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';

function SaveBio() {
  const update = useUpdateArtistProfile({
    success: { title: 'Profile Updated' },
    failure: { title: 'Update Failed' },
  });
  return (
    <button type="button" onClick={() => update.mutate({ id: 'a1', body: { bio: 'New bio' } })}>
      Save
    </button>
  );
}

// Issue 21: the landing page could show an artist's card as it was before the artist saved their profile.
test('saving an artist profile refreshes every list and page that shows the artist', async () => {
  stubApi(() => ({ body: { id: 'a1', bio: 'New bio' } }));
  const { user, queryClient } = renderWithProviders(<SaveBio />);
  const shown: QueryKey[] = [
    featuredArtistsQueryOptions().queryKey,
    artistsQueryOptions(parseArtistListParams(new URLSearchParams())).queryKey,
    artistQueryOptions('ana').queryKey,
    embedArtistQueryOptions('ana').queryKey,
    // A studio profile's Verified Artists show the artist's name and photo.
    studioQueryOptions('ink-house').queryKey,
  ];
  for (const key of shown) queryClient.setQueryData(key, { items: [] });

  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  for (const key of shown)
    expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  expect(queryClient.getQueryData(myProfileQueryKey)).toEqual({ id: 'a1', bio: 'New bio' });
});
