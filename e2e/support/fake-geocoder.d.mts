export const fakePlaces: Array<{ display_name: string; lat: string; lon: string }>;
export function startFakeGeocoder(port?: number): Promise<{
  url: string;
  queries: string[];
  close(): Promise<void>;
}>;
