import { Clock, Eye } from 'lucide-react';
import { formatViews, type Tutorial } from '../utils/tutorials';

/** One video: a privacy-friendly YouTube player that loads only when scrolled near, then title and facts. */
export function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm shadow-ink/5">
      <div className="relative aspect-video bg-ink">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${tutorial.videoId}?rel=0&modestbranding=1`}
          title={`Video: ${tutorial.title}`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-[0.16em] text-accent uppercase">{tutorial.category}</p>
        <h3 className="mt-2 text-xl font-semibold">{tutorial.title}</h3>
        <p className="mt-2 text-sm text-ink-soft">{tutorial.description}</p>
        <p className="mt-auto flex gap-4 pt-4 text-xs text-muted">
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Duration</span>
            {tutorial.duration}
          </span>
          <span className="flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-3.5" />
            {formatViews(tutorial.views)}
          </span>
        </p>
      </div>
    </li>
  );
}
