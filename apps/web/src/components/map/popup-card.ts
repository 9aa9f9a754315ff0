import type { MapPoint } from './map-point';

/**
 * A marker's small card as plain DOM (Leaflet owns the popup): name linking to the profile, place and distance.
 * The link navigates inside the app unless the reader asks for a new tab.
 */
export function popupCard(point: MapPoint, navigate: (href: string) => void): HTMLElement {
  const appLink = (text: string, className: string) => {
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = text;
    link.className = className;
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(point.href);
    });
    return link;
  };
  const card = document.createElement('div');
  card.className = 'flex min-w-40 flex-col gap-1 font-sans';
  card.append(appLink(point.name, 'font-display text-base font-semibold text-ink! hover:underline'));
  for (const line of [point.place, point.distance]) {
    if (!line) continue;
    const text = document.createElement('span');
    text.className = 'text-sm text-muted';
    text.textContent = line;
    card.append(text);
  }
  card.append(appLink('View profile', 'mt-1 text-sm font-medium text-accent!'));
  return card;
}
