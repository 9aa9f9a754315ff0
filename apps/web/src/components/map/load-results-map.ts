/**
 * The map's code, loaded only once the Map view is chosen (or a pointer heads for it): Leaflet is large and the list
 * never needs it. leaflet.markercluster predates modules and extends a global `L`, so Leaflet goes there first.
 */
export async function loadResultsMap() {
  const leaflet = await import('leaflet');
  const scope = globalThis as { L?: unknown };
  scope.L ??= 'default' in leaflet ? leaflet.default : leaflet;
  await import('leaflet.markercluster');
  return (await import('./results-map')).ResultsMap;
}
