import { cn } from '@/lib/cn';

interface MapCardProps {
  lat?: number | null;
  lng?: number | null;
  address?: string | null;
  /** Names the iframe for assistive tech, e.g. 'Map of Ink & Iron'. */
  title: string;
  className?: string;
}

/** Spec §2: with coordinates, an OpenStreetMap embed about 0.01° around the point; else a maps embed of the address. */
export function mapEmbedUrl({
  lat,
  lng,
  address,
}: Pick<MapCardProps, 'lat' | 'lng' | 'address'>): string | null {
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)) {
    const bbox = [lng - 0.01, lat - 0.01, lng + 0.01, lat + 0.01].join(',');
    return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
  }
  if (address?.trim())
    return `https://maps.google.com/maps?q=${encodeURIComponent(address.trim())}&output=embed`;
  return null;
}

export function MapCard({ lat, lng, address, title, className }: MapCardProps) {
  const url = mapEmbedUrl({ lat, lng, address });
  if (!url) return null;
  return (
    <div className={cn('overflow-hidden rounded-2xl border border-line bg-paper-deep', className)}>
      <iframe
        src={url}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block aspect-[4/3] w-full border-0 sm:aspect-[16/9]"
      />
    </div>
  );
}
