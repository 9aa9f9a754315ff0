import { Suspense, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyWhenIdle, usePreloadOnIntent } from '@/lib/lazy-when-idle';
import type { LightboxProps } from './lightbox';

const lightbox = lazyWhenIdle(async () => (await import('./lightbox')).Lightbox);

/**
 * The full-screen gallery. Its code (a focus-trapped dialog) stays out of the page's first load and arrives once a
 * person is on the page; opened before that, it shows a spinner until the code is there.
 */
export function Gallery(props: LightboxProps) {
  const opened = useRef(false);
  usePreloadOnIntent(lightbox.preload);
  if (props.index !== null) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/90 text-paper">
          <Spinner label="Loading gallery" className="[&_svg]:size-8" />
        </div>
      }
    >
      <lightbox.Component {...props} />
    </Suspense>
  );
}
