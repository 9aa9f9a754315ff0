import type { ArtistProfile } from '@inkbook/contracts/artist';
import { AtSign, Globe, Mail, Phone } from 'lucide-react';
import { MapCard } from '@/components/map-card';
import { instagramUrl, telHref, websiteHref, websiteLabel } from '../utils/contact';
import { ProfileSection } from './profile-section';

/** Map and contact links: phone, email, Instagram, website (spec §2). */
export function ProfileContact({ artist }: { artist: ArtistProfile }) {
  const tel = telHref(artist.phone);
  const site = websiteHref(artist.website);
  const links = [
    tel && artist.phone ? { href: tel, label: artist.phone, Icon: Phone, external: false } : null,
    artist.email
      ? { href: `mailto:${artist.email}`, label: artist.email, Icon: Mail, external: false }
      : null,
    {
      href: instagramUrl(artist.instagramHandle),
      label: `@${artist.instagramHandle}`,
      Icon: AtSign,
      external: true,
    },
    site ? { href: site, label: websiteLabel(site), Icon: Globe, external: true } : null,
  ].filter((link) => link !== null);

  return (
    <ProfileSection id="contact" title="Location & Contact">
      <MapCard
        lat={artist.locationLat}
        lng={artist.locationLng}
        address={artist.locationAddress ?? artist.location}
        title={`Map of ${artist.location || artist.artistName}`}
      />
      {artist.locationAddress || artist.location ? (
        <p className="mt-3 text-sm text-muted">{artist.locationAddress ?? artist.location}</p>
      ) : null}
      <ul className="mt-4 flex flex-col gap-1">
        {links.map(({ href, label, Icon, external }) => (
          <li key={href}>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium break-all hover:bg-paper-deep"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
