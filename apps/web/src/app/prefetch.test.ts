import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchLoaders, type StartPrefetch } from './prefetch';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

describe('the route loaders', () => {
  it('start their prefetches at once by default (the server render waits on them)', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    expect(prefetchLoaders(client).dashboard()).toBeNull();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('start them when the given start runs them (the browser: a task of their own), never before', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    const waiting: (() => void)[] = [];
    const later: StartPrefetch = (run) => waiting.push(run);
    const loaders = prefetchLoaders(client, later);
    loaders.artists(args('http://x.test/artists?style=Japanese'));
    loaders.artist(args('http://x.test/artist/jade', { handle: 'jade' }));
    loaders.studioDashboard();
    expect(prefetch).not.toHaveBeenCalled();
    for (const run of waiting) run();
    expect(prefetch).toHaveBeenCalledTimes(4);
  });

  it('prefetch nothing for a profile without a handle', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    expect(prefetchLoaders(client).studio(args('http://x.test/studio/'))).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
