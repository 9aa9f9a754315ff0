import { type ReactNode, Suspense, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { usePreloadOnIntent } from '@/lib/lazy-when-idle';
import { loadDraft } from '@/lib/use-persisted-draft';

interface DeferredWizardProps {
  /** The wizard's kept draft (`usePersistedDraft`): one there means the wizard itself comes up at once. */
  draftName: string;
  /** Starts loading the wizard's code (`lazyWhenIdle`'s `preload`). */
  preload: () => unknown;
  /** The intro screen, drawn from the route's own small chunk; `start` opens the first step, `starting` meanwhile. */
  intro: (start: () => void, starting: boolean) => ReactNode;
  /** The lazily loaded wizard; `started`: it opens on step 1 because the visitor pressed the intro's start. */
  wizard: (started: boolean) => ReactNode;
}

/**
 * An application wizard whose intro draws before its code has loaded (issue 25 item 9: the intro waited for
 * fifty-odd chunks of forms, schemas, uploads and cropping it does not use). The intro comes from the route's chunk;
 * the wizard's code loads once a person is there (their first touch, scroll, pointer move or key: evaluating it
 * while the page is still drawing would block the main thread when it matters most) and takes over when they start,
 * or at once when there is a step in the URL or a kept draft to restore (a reload halfway). Started before the code
 * has arrived, the intro stays with its button busy (a transition) rather than flashing a spinner.
 */
export function DeferredWizard({ draftName, preload, intro, wizard }: DeferredWizardProps) {
  const [params, setParams] = useSearchParams();
  const [resume] = useState(() => params.has('step') || loadDraft(draftName) !== null);
  const [started, setStarted] = useState(false);
  const [starting, startTransition] = useTransition();
  usePreloadOnIntent(preload);

  const start = () => {
    void preload();
    startTransition(() => {
      setStarted(true);
      setParams({ step: '1' });
    });
  };
  return (
    <Suspense fallback={<PageSpinner />}>
      {resume || started ? wizard(started) : intro(start, starting)}
    </Suspense>
  );
}
