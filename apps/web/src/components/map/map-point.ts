/** One result as the map shows it: a marker, its small card, and the same card reached from the keyboard list. */
export interface MapPoint {
  id: string;
  name: string;
  /** The card's place line ('Austin, TX'), if any. */
  place: string | null;
  lat: number;
  lng: number;
  /** '3.2 mi' or '5.1 km', if the list is near a place. */
  distance: string | null;
  /** The profile's path in the app. */
  href: string;
}

/** The results that have coordinates: the others cannot be placed on a map (the list view still shows them). */
export function mapPoints<T>(
  items: readonly T[],
  toPoint: (item: T) => Omit<MapPoint, 'lat' | 'lng'> & { lat: number | null; lng: number | null },
): MapPoint[] {
  return items.flatMap((item) => {
    const point = toPoint(item);
    return point.lat === null || point.lng === null ? [] : [{ ...point, lat: point.lat, lng: point.lng }];
  });
}
