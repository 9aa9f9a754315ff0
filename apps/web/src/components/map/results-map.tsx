import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { type NearRadius, nearParam, parseNear } from '@inkbook/contracts/availability-rules';
import L from 'leaflet';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import type { MapPoint } from './map-point';
import { MapResultList } from './map-result-list';
import { popupCard } from './popup-card';
import { radiusCovering } from './search-area';

const METRES_PER_MILE = 1609.344;
/** The contiguous United States, when there is nothing to centre on. */
const FALLBACK_VIEW = { center: [39.8, -98.6] as [number, number], zoom: 4 };
const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// A drawn pin, not Leaflet's default image icon: no image to fetch, and it shows with tiles blocked.
const pin = L.divIcon({
  className: '',
  html: '<span class="block size-5 rounded-full border-[3px] border-white bg-accent shadow-md shadow-ink/30"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
  popupAnchor: [0, -10],
});

export interface ResultsMapProps {
  points: MapPoint[];
  /** Results on the page that have no coordinates. */
  hidden: number;
  /** The list's `near`, to centre an empty map on. */
  near: string;
  /** 'Search this area': the map's centre and the smallest radius that covers the view (null: any). */
  onSearchArea: (near: string, radius: NearRadius | null) => void;
}

type Opener = (point: MapPoint) => void;

/** The clustered markers and their cards; hands the page an opener the keyboard list uses. */
function Markers({ points, onOpener }: { points: MapPoint[]; onOpener: (open: Opener) => void }) {
  const map = useMap();
  const navigate = useNavigate();
  useEffect(() => {
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 48 });
    const markers = new Map<string, L.Marker>();
    for (const point of points) {
      const marker = L.marker([point.lat, point.lng], { icon: pin, title: point.name, alt: point.name });
      marker.bindPopup(() => popupCard(point, navigate));
      markers.set(point.id, marker);
      cluster.addLayer(marker);
    }
    map.addLayer(cluster);
    onOpener((point) => {
      const marker = markers.get(point.id);
      if (!marker) return;
      cluster.zoomToShowLayer(marker, () => {
        marker.openPopup();
        // The card's first link takes the focus: Escape or Tab then carries on from there.
        marker.getPopup()?.getElement()?.querySelector('a')?.focus();
      });
    });
    return () => {
      map.removeLayer(cluster);
    };
  }, [map, points, navigate, onOpener]);
  return null;
}

/**
 * Fits the view to the results. A move the reader makes (drag, wheel, zoom buttons, keys), not this fit nor opening
 * a card from the list, offers 'Search this area': Leaflet's move events do not say who moved the map, the
 * container's input events do.
 */
function FitAndWatch({ points, onMoved }: { points: MapPoint[]; onMoved: () => void }) {
  const byReader = useRef(false);
  const map = useMapEvents({
    moveend: () => {
      if (byReader.current) onMoved();
      byReader.current = false;
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    const mark = (event: Event) => {
      // A click on a marker or inside its card only opens it; the view moving for that is not a search.
      if (!(event.target as Element).closest('.leaflet-marker-icon, .leaflet-popup, .marker-cluster'))
        byReader.current = true;
    };
    const kinds = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
    for (const kind of kinds) container.addEventListener(kind, mark, { passive: true });
    return () => {
      for (const kind of kinds) container.removeEventListener(kind, mark);
    };
  }, [map]);
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
      padding: [40, 40],
      maxZoom: 13,
      animate: false,
    });
  }, [map, points]);
  return null;
}

/** 'Search this area' over the map once it was moved. */
function SearchArea({
  onSearchArea,
  onDone,
}: Pick<ResultsMapProps, 'onSearchArea'> & { onDone: () => void }) {
  const map = useMap();
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
      <Button
        size="sm"
        className="pointer-events-auto shadow-lg"
        onClick={() => {
          const centre = map.getCenter();
          const miles = map.distance(centre, map.getBounds().getNorthEast()) / METRES_PER_MILE;
          onSearchArea(nearParam(centre), radiusCovering(miles));
          onDone();
        }}
      >
        <Search aria-hidden="true" className="size-4" />
        Search this area
      </Button>
    </div>
  );
}

/** The Map view: the page's results as clustered markers over OpenStreetMap, with the keyboard list beside it. */
export function ResultsMap({ points, hidden, near, onSearchArea }: ResultsMapProps) {
  const [moved, setMoved] = useState(false);
  const opener = useRef<Opener>(() => undefined);
  const onOpener = useCallback((open: Opener) => {
    opener.current = open;
  }, []);
  const centre = parseNear(near);
  const onMoved = useCallback(() => setMoved(true), []);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {/* isolate: Leaflet's panes (z-index 400 to 1000) stay under the site header and menus. */}
      <div className="relative isolate h-[60vh] min-h-80 overflow-hidden rounded-2xl border border-line">
        <MapContainer
          center={centre ? [centre.lat, centre.lng] : FALLBACK_VIEW.center}
          zoom={centre ? 10 : FALLBACK_VIEW.zoom}
          // Without tiles (offline, blocked) the markers sit on this plain paper colour.
          className="size-full bg-paper-deep!"
          aria-label="Map of results"
        >
          <TileLayer url={TILES} attribution={ATTRIBUTION} />
          <Markers points={points} onOpener={onOpener} />
          <FitAndWatch points={points} onMoved={onMoved} />
          {moved ? <SearchArea onSearchArea={onSearchArea} onDone={() => setMoved(false)} /> : null}
        </MapContainer>
      </div>
      <MapResultList points={points} hidden={hidden} onOpen={(point) => opener.current(point)} />
    </div>
  );
}
