// A local stand-in for a Nominatim-compatible geocoder (GET /search?q=…&format=json&limit=…): tests never reach
// the internet. It answers the places below whose name contains the query, case-insensitively, in Nominatim's
// shape (lat and lon as strings), and records the queries it was asked so tests can check debouncing.
import { createServer } from 'node:http';

export const fakePlaces = [
  {
    display_name: '1100 East 6th Street, Austin, Texas 78702, United States',
    lat: '30.2672',
    lon: '-97.7431',
  },
  {
    display_name: '600 East 6th Street, Austin, Texas 78701, United States',
    lat: '30.2670',
    lon: '-97.7380',
  },
  {
    display_name: '2200 Mission Street, San Francisco, California 94110, United States',
    lat: '37.7599',
    lon: '-122.4148',
  },
  {
    display_name: '77 Mission Road, Portland, Oregon 97201, United States',
    lat: '45.5152',
    lon: '-122.6784',
  },
  { display_name: '12 Ink Lane, Brooklyn, New York 11211, United States', lat: '40.7081', lon: '-73.9571' },
];

/** Starts the fake on a free loopback port; `url` is its base, `queries` every q it was asked. */
export async function startFakeGeocoder(port = 0) {
  const queries = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    queries.push(q);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const hits = fakePlaces.filter((p) => p.display_name.toLowerCase().includes(q)).slice(0, limit);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    queries,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
