import { type ServiceName, serviceListing } from '@inkbook/contracts/services';
import type { EventTransport } from '@inkbook/service-kit';
import type { FastifyInstance } from 'fastify';
import { type Env, services as entries, gateway as gatewayEntry } from './services';

export interface Platform {
  /** Built, not listening: `npm start` listens on its public port, tests use `inject`. */
  gateway: FastifyInstance;
  services: Record<ServiceName, FastifyInstance>;
  /** Where each service listens (its loopback URL). */
  urls: Record<ServiceName, string>;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The URL variables of `names`, e.g. `{ AUTH_URL: 'http://127.0.0.1:40123' }`. */
export const urlEnv = (names: readonly ServiceName[], urls: Partial<Record<ServiceName, string>>): Env =>
  Object.fromEntries(names.map((name) => [serviceListing(name).urlEnv, urls[name]]));

/**
 * Every service on its own loopback port (reached over HTTP, exactly as when deployed), then the gateway in front
 * of them. A service starts once the services it needs listen; the others start together.
 */
export async function bootPlatform(
  env: Env,
  options: { transport?: EventTransport } = {},
): Promise<Platform> {
  const apps: Partial<Record<ServiceName, FastifyInstance>> = {};
  const urls: Partial<Record<ServiceName, string>> = {};
  const close = async (gateway?: FastifyInstance) => {
    await gateway?.close();
    await Promise.all(Object.values(apps).map((app) => app.close()));
  };
  try {
    let waiting = [...entries];
    while (waiting.length > 0) {
      const ready = waiting.filter((entry) => entry.needs.every((name) => urls[name]));
      if (ready.length === 0) throw new Error(`unmet needs: ${waiting.map((e) => e.name).join(', ')}`);
      // Settled, not Promise.all: when one fails, its siblings are still awaited, so all of them get closed.
      const started = await Promise.allSettled(
        ready.map(async (entry) => {
          const app = await entry.build({ ...env, ...urlEnv(entry.needs, urls) }, options);
          apps[entry.name] = app;
          urls[entry.name] = await listen(app);
        }),
      );
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      waiting = waiting.filter((entry) => !ready.includes(entry));
    }
    const all = entries.map((entry) => entry.name);
    const gateway = await gatewayEntry.build({ ...env, ...urlEnv(all, urls) }, options);
    return {
      gateway,
      services: apps as Record<ServiceName, FastifyInstance>,
      urls: urls as Record<ServiceName, string>,
      close: () => close(gateway),
    };
  } catch (error) {
    // A service that failed to start must not leave the others listening (a test run would hang on them).
    await close();
    throw error;
  }
}
