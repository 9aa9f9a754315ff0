import type { StudioProfile } from '@inkbook/contracts/studio';
import { yearsSince } from '../utils/profile-links';

/** Photo count, the fixed 5.0 rating (spec §9) and years since the studio opened ('N+'). */
export function StudioStats({ studio }: { studio: StudioProfile }) {
  const photos = studio.interiorImages.length + studio.exteriorImages.length;
  const stats = [
    { value: String(photos), label: photos === 1 ? 'Photo' : 'Photos' },
    { value: '5.0', label: 'Rating', star: true },
    ...(studio.establishedYear
      ? [{ value: `${yearsSince(studio.establishedYear)}+`, label: 'Years in business' }]
      : []),
  ];
  return (
    <dl className="mt-6 grid grid-cols-3 divide-x divide-line border-t border-line pt-5 text-center md:max-w-lg md:text-left">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse px-2 first:pl-0 md:px-6 md:first:pl-0">
          <dt className="mt-1 text-xs font-medium tracking-wide text-muted uppercase">{stat.label}</dt>
          <dd className="font-display text-2xl font-semibold sm:text-3xl">
            {stat.value}
            {stat.star ? (
              <span aria-hidden="true" className="ml-1 text-xl text-accent">
                ★
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
