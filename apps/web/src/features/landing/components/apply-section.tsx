import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

const perks = [
  'A portfolio page clients can book from',
  'Inquiries with size, placement and budget up front',
  'A widget for your own website',
];

/** Spec §2 Landing 'Apply section': Explore Artists and Apply Now. */
export function ApplySection() {
  return (
    <section aria-labelledby="apply-heading" className="offscreen-lazy bg-ink text-paper">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-soft uppercase">
            For artists and studios
          </p>
          <h2 id="apply-heading" className="mt-3 text-3xl font-semibold text-paper sm:text-5xl">
            Your work deserves a better booking page
          </h2>
          <p className="mt-4 max-w-xl text-paper/75">
            Apply in about 5 minutes. Our team reviews every application within 24–48 hours.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.apply} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Apply Now
            </Link>
            <Link
              to={paths.artists}
              className={buttonStyles({
                variant: 'outline',
                size: 'lg',
                className: 'border-paper/30 text-paper hover:border-paper hover:bg-paper/10',
              })}
            >
              Explore Artists
            </Link>
          </div>
        </div>
        <ul className="grid gap-3">
          {perks.map((perk, index) => (
            <li key={perk} className="flex items-center gap-4 rounded-xl border border-paper/15 px-5 py-4">
              <span className="font-display text-2xl text-accent-soft">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="text-paper/90">{perk}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
