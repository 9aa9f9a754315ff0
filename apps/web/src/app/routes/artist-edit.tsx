import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArtistEditPage } from '@/features/artist-dashboard/components/edit/artist-edit-page';
import { useMe } from '@/features/auth/api/get-me';
import { SignInFirst } from '@/features/auth/components/sign-in-first';

/** /artist/edit/{id} (spec §2 "Edit artist profile"); signed out, sign in first and come back here. */
export default function ArtistEditRoute() {
  const { id = '' } = useParams();
  const { user, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst next={paths.artistEdit(id)} />;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Edit Profile" />
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Edit Profile</h1>
      <p className="mt-2 text-muted">Changes show on your public profile as soon as you save.</p>
      <div className="mt-8">
        <ArtistEditPage user={user} id={id} />
      </div>
    </section>
  );
}
