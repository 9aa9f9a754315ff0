import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useEmbedArtist } from '@/features/embed/api/get-embed-artist';
import { EmbedCard } from '@/features/embed/components/embed-card';
import { DEFAULT_EMBED_HEIGHT, DEFAULT_EMBED_WIDTH, sizeParam } from '@/features/embed/utils/embed-size';

/** /embed/{handle}?width&height: the card other sites frame (rendered without navbar or footer). */
export default function EmbedRoute() {
  const { handle = '' } = useParams();
  const [search] = useSearchParams();
  const width = sizeParam(search.get('width'), DEFAULT_EMBED_WIDTH);
  const height = sizeParam(search.get('height'), DEFAULT_EMBED_HEIGHT);
  const { data, isPending, isError } = useEmbedArtist(handle);

  const box =
    'flex max-w-full items-center justify-center rounded-2xl border border-line bg-white p-6 text-center';
  return (
    <div className="flex min-h-dvh items-start justify-center bg-transparent">
      <PageTitle title={data ? data.artistName : 'Artist Card'} />
      {isPending ? (
        <div role="status" style={{ width, height }} className={`${box} flex-col gap-3 text-muted`}>
          <Spinner label="" />
          <p>Loading artist profile...</p>
        </div>
      ) : isError ? (
        <div style={{ width, height }} className={box}>
          <h1 className="font-display text-xl font-semibold">Artist not found</h1>
        </div>
      ) : (
        <EmbedCard artist={data} width={width} height={height} showProfileLink={search.get('link') !== '0'} />
      )}
    </div>
  );
}
