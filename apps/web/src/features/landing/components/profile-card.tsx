import { ArrowRight, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { TagList, Thumbnails } from './tag-list';

interface ProfileCardProps {
  href: string;
  name: string;
  /** A second line under the name (studio name, tagline). */
  subtitle?: string | null;
  location: string;
  cover: string | null;
  avatar: string | null;
  tags: string[];
  tagLabel: string;
  thumbnails: string[];
  /** Extra badge over the cover, e.g. 'Verified'. */
  badge?: ReactNode;
}

/** A landing carousel card; the whole card is one link that opens the profile in a new tab (spec §2). */
export function ProfileCard(props: ProfileCardProps) {
  const { href, name, subtitle, location, cover, avatar, tags, tagLabel, thumbnails, badge } = props;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm shadow-ink/5 transition-shadow hover:shadow-lg hover:shadow-ink/10">
      <div className="relative">
        <MediaImage
          src={cover}
          alt=""
          aspect="4/3"
          sizes="(min-width: 640px) 336px, 280px"
          fallback={name}
          imgClassName="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {badge ? <div className="absolute top-3 left-3">{badge}</div> : null}
        <div className="absolute -bottom-7 left-4 size-14 overflow-hidden rounded-full border-[3px] border-white bg-paper-deep shadow-md">
          <MediaImage src={avatar} alt="" aspect="1/1" sizes="56px" fallback={name} className="size-full" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-9">
        <div>
          <h3 className="font-display text-xl leading-tight font-semibold text-ink">
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
            >
              {name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h3>
          {subtitle ? <p className="mt-0.5 line-clamp-1 text-sm text-muted">{subtitle}</p> : null}
          {location ? (
            <p className="mt-1.5 flex items-center gap-1 text-sm text-ink-soft">
              <MapPin className="size-3.5 shrink-0 text-accent" aria-hidden="true" />
              {location}
            </p>
          ) : null}
        </div>
        <TagList tags={tags} label={tagLabel} />
        <div className="mt-auto">
          <Thumbnails images={thumbnails} alt={`Work by ${name}`} />
        </div>
      </div>
    </article>
  );
}

/** The last card of a carousel: an invitation to the full list. */
export function DiscoverMoreCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex w-full flex-col justify-between gap-8 rounded-2xl bg-ink p-6 text-paper transition-colors hover:bg-ink-soft"
    >
      <span aria-hidden="true" className="font-display text-7xl leading-none text-accent">
        ✦
      </span>
      <span>
        <span className="block font-display text-3xl font-semibold">Discover More</span>
        <span className="mt-2 block text-sm text-paper/75">{text}</span>
        <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold">
          {title}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </span>
    </Link>
  );
}
