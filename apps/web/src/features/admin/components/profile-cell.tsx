import { MediaImage } from '@/components/media-image';

interface ProfileCellProps {
  name: string;
  email: string;
  image: string | null;
}

/** The first column of a review row: picture, name and the contact email the admin may need. */
export function ProfileCell({ name, email, image }: ProfileCellProps) {
  return (
    <div className="flex items-center gap-3">
      <MediaImage
        src={image}
        alt=""
        sizes="40px"
        aspect="1/1"
        fallback={name}
        className="size-10 shrink-0 rounded-full [&_span]:text-lg"
      />
      <div className="min-w-0">
        <p className="font-medium text-ink">{name}</p>
        <p className="truncate text-xs text-muted">{email}</p>
      </div>
    </div>
  );
}
