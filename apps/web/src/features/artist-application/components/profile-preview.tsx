import { normalizeHandle } from '@inkbook/contracts/handle';
import { AtSign, Mail, MapPin, Phone, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { MediaImage } from '@/components/media-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ApplicationDraft } from '../utils/draft';

/** How much of the application the preview shows (spec §2 'Preview'). */
const PREVIEW_STYLES = 3;
const PREVIEW_IMAGES = 8;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The profile as clients will see it once approved, drawn from the draft: cover from the first portfolio
 * image, round photo (or initial), counts, fixed rating, a booking button that only works once live.
 */
export function ProfilePreview({ draft }: { draft: ApplicationDraft }) {
  const [showAll, setShowAll] = useState(false);
  const name = draft.artistName.trim();
  const handle = normalizeHandle(draft.instagramHandle);
  const images = draft.portfolioImages;
  const shown = showAll ? images : images.slice(0, PREVIEW_IMAGES);
  const hidden = images.length - shown.length;
  const stats = [
    { label: images.length === 1 ? 'Work' : 'Works', value: String(images.length) },
    {
      label: draft.tattooStyles.length === 1 ? 'Specialty' : 'Specialties',
      value: String(draft.tattooStyles.length),
    },
    { label: 'Rating', value: '5.0★' },
  ];
  const contact = [
    { Icon: Phone, text: draft.phone.trim(), label: 'Phone' },
    { Icon: Mail, text: draft.email.trim(), label: 'Email' },
    { Icon: AtSign, text: handle ? `@${handle}` : '', label: 'Instagram' },
  ].filter((line) => line.text);

  return (
    <article
      aria-label="Profile preview"
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-lg shadow-ink/5"
    >
      <MediaImage
        src={images[0]}
        alt=""
        sizes="(min-width: 768px) 720px, 100vw"
        aspect="16/7"
        priority
        className="w-full"
      />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4 sm:-mt-14">
          <MediaImage
            src={draft.profileImage || null}
            alt={`${name}'s profile photo`}
            sizes="112px"
            aspect="1/1"
            fallback={name}
            imgClassName="object-top"
            className="size-24 rounded-full border-4 border-white shadow-md sm:size-28"
          />
          <Button variant="accent" disabled className="w-full sm:w-auto">
            Book with {firstName(name)}
          </Button>
        </div>

        <h2 className="mt-4 font-display text-3xl font-semibold break-words">{name}</h2>
        {handle ? <p className="text-muted">@{handle}</p> : null}

        <dl className="mt-5 grid grid-cols-3 divide-x divide-line rounded-xl bg-paper text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse px-2 py-3">
              <dt className="text-xs tracking-wide text-muted uppercase">{stat.label}</dt>
              <dd className="font-display text-2xl font-semibold">{stat.value}</dd>
            </div>
          ))}
        </dl>

        {draft.tattooStyles.length > 0 ? (
          <ul aria-label="Styles" className="mt-4 flex flex-wrap gap-1.5">
            {draft.tattooStyles.slice(0, PREVIEW_STYLES).map((style) => (
              <li key={style}>
                <Badge>{style}</Badge>
              </li>
            ))}
          </ul>
        ) : null}

        <PreviewSection title="About">
          <p className="leading-relaxed break-words whitespace-pre-line text-ink-soft">{draft.bio.trim()}</p>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm text-muted">
            {draft.studioName.trim() ? (
              <li className="flex items-center gap-2">
                <Store aria-hidden="true" className="size-4 shrink-0 text-accent" />
                {draft.studioName.trim()}
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {draft.location.trim()}
            </li>
          </ul>
        </PreviewSection>

        <PreviewSection title="Portfolio">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {shown.map((src, index) => (
              <li key={src}>
                <MediaImage
                  src={src}
                  alt={`Portfolio image ${index + 1}`}
                  sizes="(min-width: 640px) 170px, 45vw"
                  aspect="1/1"
                  className="rounded-xl"
                />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <Button variant="outline" className="mt-4" onClick={() => setShowAll(true)}>
              See More ({hidden} more images)
            </Button>
          ) : null}
        </PreviewSection>

        <PreviewSection title="Contact">
          <ul className="flex flex-col gap-2 text-sm">
            {contact.map(({ Icon, text, label }) => (
              <li key={label} className="flex items-center gap-3 break-all">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
                <span className="sr-only">{label}: </span>
                {text}
              </li>
            ))}
          </ul>
        </PreviewSection>
      </div>
    </article>
  );
}

function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 border-t border-line pt-5">
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}
