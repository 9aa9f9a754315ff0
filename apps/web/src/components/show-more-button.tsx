import { Button } from '@/components/ui/button';

interface ShowMoreButtonProps {
  /** An infinite query's paging (TanStack Query). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}

/** A paged list's 'Show more': the next page from the server, while there is one. */
export function ShowMoreButton({ query }: ShowMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      Show more
    </Button>
  );
}
