import type { StudioProfile } from '@inkbook/contracts/studio';
import { weekdays } from '@inkbook/contracts/studio-options';
import { AtSign, Globe, Mail, Phone } from 'lucide-react';
import { MapCard } from '@/components/map-card';
import { instagramName, instagramUrl, websiteLabel, websiteUrl } from '../utils/profile-links';

const appointmentLabels = {
  'walk-ins': 'Walk-ins welcome',
  appointments: 'By appointment',
  both: 'Walk-ins and appointments',
};
const row = 'flex items-center gap-3 rounded-lg py-2 text-sm text-ink hover:text-accent break-all';

/** Contact links (phone, business email, Instagram, website), opening hours and the map. */
export function StudioContact({ studio }: { studio: StudioProfile }) {
  const hours = weekdays.filter((day) => studio.businessHours[day]);
  return (
    <aside aria-label="Contact and location" className="flex flex-col gap-6">
      <div className="rounded-2xl border border-line bg-white p-6">
        <h2 className="text-xl font-semibold">Contact</h2>
        <ul className="mt-3 divide-y divide-line/70">
          {studio.phone ? (
            <li>
              <a href={`tel:${studio.phone.replace(/[^\d+]/g, '')}`} className={row}>
                <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {studio.phone}
              </a>
            </li>
          ) : null}
          <li>
            <a href={`mailto:${studio.businessEmail}`} className={row}>
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
              {studio.businessEmail}
            </a>
          </li>
          {studio.instagramHandle ? (
            <li>
              <a
                href={instagramUrl(studio.instagramHandle)}
                target="_blank"
                rel="noopener noreferrer"
                className={row}
              >
                <AtSign aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {instagramName(studio.instagramHandle)}
                <span className="sr-only">(Instagram, opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          {studio.website ? (
            <li>
              <a href={websiteUrl(studio.website)} target="_blank" rel="noopener noreferrer" className={row}>
                <Globe aria-hidden="true" className="size-4 shrink-0 text-muted" />
                {websiteLabel(studio.website)}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
        {studio.appointmentType ? (
          <p className="mt-4 rounded-lg bg-paper-deep px-3 py-2 text-sm font-medium text-ink-soft">
            {appointmentLabels[studio.appointmentType]}
          </p>
        ) : null}
      </div>
      {hours.length > 0 ? (
        <div className="rounded-2xl border border-line bg-white p-6">
          <h2 className="text-xl font-semibold">Hours</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
            {hours.map((day) => (
              <div key={day} className="contents">
                <dt className="text-muted capitalize">{day}</dt>
                <dd className="text-right">{studio.businessHours[day]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {studio.locationAddress ? (
        <div>
          <h2 className="mb-3 text-xl font-semibold">Location</h2>
          <MapCard
            lat={studio.locationLat}
            lng={studio.locationLng}
            address={studio.locationAddress}
            title={`Map of ${studio.studioName}`}
          />
          <p className="mt-2 text-sm text-muted">{studio.locationAddress}</p>
        </div>
      ) : null}
    </aside>
  );
}
