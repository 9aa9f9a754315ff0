import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { stubServerEvents } from '@/testing/server-events';
import { type ServerEventsOptions, useServerEvents } from './server-events';

function Live(props: ServerEventsOptions) {
  useServerEvents(props);
  return null;
}

// Issue 22: the navbar's bell listens on every page, a dashboard on its own; the gateway allows a session few streams.
test('every live screen of a page shares one stream, each hearing only its subjects, closed with the last', () => {
  const events = stubServerEvents();
  const bell = vi.fn();
  const inbox = vi.fn();
  const shown = render(
    <>
      <Live subjects={['notifications.notification.created']} onEvent={bell} onReconnect={() => {}} />
      <Live subjects={['inquiries.inquiry.created']} onEvent={inbox} onReconnect={() => {}} />
    </>,
  );
  expect(events.openCount()).toBe(1);

  events.emit('inquiries.inquiry.created', { id: 'i1' });
  expect(inbox).toHaveBeenCalledWith('inquiries.inquiry.created', { id: 'i1' });
  expect(bell).not.toHaveBeenCalled();
  events.emit('notifications.notification.created', { id: 'n1' });
  expect(bell).toHaveBeenCalledWith('notifications.notification.created', { id: 'n1' });
  expect(inbox).toHaveBeenCalledTimes(1);

  shown.rerender(
    <Live subjects={['notifications.notification.created']} onEvent={bell} onReconnect={() => {}} />,
  );
  expect(events.openCount()).toBe(1);
  shown.unmount();
  expect(events.openCount()).toBe(0);
});
