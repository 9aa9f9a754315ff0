import { Suspense, useState } from 'react';
import { lazyWhenIdle, usePreloadOnIntent } from '@/lib/lazy-when-idle';
import type { ShareMenuProps } from './share-menu-popup';
import { defaultShareTrigger, shareTriggerClass } from './share-trigger';

const popup = lazyWhenIdle(async () => (await import('./share-menu-popup')).ShareMenuPopup);

/**
 * Share a profile: copy its link, text it, email it (spec §2 profile share menus). The menu's code (Radix's
 * positioning and focus handling) stays out of the profile's first load and arrives once a person is on the page; a
 * plain button of the same look stands in until it is pressed, and then the menu opens (at once if its code is
 * there, else as soon as it arrives).
 */
export function ShareMenu(props: ShareMenuProps) {
  const [asked, setAsked] = useState(false);
  usePreloadOnIntent(popup.preload);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={asked}
      className={shareTriggerClass(props.triggerClassName)}
      onClick={() => setAsked(true)}
    >
      {props.trigger ?? defaultShareTrigger}
    </button>
  );
  if (!asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <popup.Component {...props} defaultOpen />
    </Suspense>
  );
}
