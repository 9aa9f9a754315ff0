import type { AppointmentType } from '@inkbook/contracts/studio';
import { CalendarClock, CalendarDays, MapPin } from 'lucide-react';
import { MediaImage } from '@/components/media-image';
import { appointmentTypeLabels } from '@/components/studio-form/studio-form-labels';
import { Badge } from '@/components/ui/badge';
import type { StudioFormValues } from '../../utils/studio-form';

const isAppointmentType = (value: string): value is AppointmentType => value in appointmentTypeLabels;

/** Step 5: the studio page as clients will see it once approved, built from what the wizard holds. */
export function PreviewStep({ values }: { values: StudioFormValues }) {
  const photos = [
    ...values.interiorImages.map((src, index) => ({ src, alt: `Interior photo ${index + 1}` })),
    ...values.exteriorImages.map((src, index) => ({ src, alt: `Exterior photo ${index + 1}` })),
  ];
  const appointment = isAppointmentType(values.appointmentType)
    ? appointmentTypeLabels[values.appointmentType].label
    : null;
  return (
    <>
      <article
        aria-label="Studio profile preview"
        className="overflow-hidden rounded-3xl border border-line bg-white shadow-xl shadow-ink/5"
      >
        <MediaImage
          src={values.bannerImage}
          alt={`${values.studioName} banner`}
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="h-40 w-full sm:h-56"
        />
        <div className="px-5 pb-6 sm:px-8 sm:pb-8">
          <div className="-mt-12 size-24 overflow-hidden rounded-full border-4 border-white bg-ink shadow-lg sm:size-28">
            <MediaImage
              src={values.logo}
              alt={`${values.studioName} logo`}
              aspect="1/1"
              sizes="112px"
              fallback={values.studioName}
            />
          </div>
          <h2 className="mt-4 font-display text-3xl font-semibold break-words">{values.studioName}</h2>
          <p className="mt-1 text-lg text-ink-soft">{values.tagline}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {values.location}
            </li>
            {values.establishedYear ? (
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                Established {values.establishedYear}
              </li>
            ) : null}
            {appointment ? (
              <li className="flex items-center gap-1.5">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                {appointment}
              </li>
            ) : null}
          </ul>
          <ul aria-label="Specializations" className="mt-4 flex flex-wrap gap-1.5">
            {values.specializations.map((name) => (
              <li key={name}>
                <Badge>{name}</Badge>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 font-display text-xl font-semibold">About</h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-soft">{values.description}</p>
          <h3 className="mt-8 font-display text-xl font-semibold">Studio Photos</h3>
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
            {photos.map((photo) => (
              <li key={photo.alt}>
                <MediaImage
                  src={photo.src}
                  alt={photo.alt}
                  aspect="1/1"
                  sizes="(min-width: 768px) 230px, 33vw"
                  className="rounded-xl"
                />
              </li>
            ))}
          </ul>
        </div>
      </article>
      <p className="text-sm text-muted">You can change any of this later from your studio dashboard.</p>
    </>
  );
}
