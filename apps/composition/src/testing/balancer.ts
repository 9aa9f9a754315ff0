import { connect, createServer, type Socket } from 'node:net';

export interface Balancer {
  url: string;
  /** Adds an instance (`http://127.0.0.1:<port>`); it gets connections once its /readyz answers 200. */
  add(port: number): void;
  /** Connections handed to each instance so far, by port. */
  connections: Map<number, number>;
  /** The ports whose /readyz answered 200 at the last look. */
  ready(): number[];
  close(): Promise<void>;
}

interface Backend {
  port: number;
  ready: boolean;
}

async function readyz(port: number) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * What a Kubernetes Service does, in a few lines: round-robin per TCP connection over the instances whose readiness
 * probe passed at the last look (every `probeMs`). Like kube-proxy it knows nothing of HTTP: a kept-alive connection
 * stays with its instance until one side closes it.
 */
export async function startBalancer(probeMs = 200): Promise<Balancer> {
  const backends: Backend[] = [];
  const connections = new Map<number, number>();
  const sockets = new Set<Socket>();
  let turn = 0;

  const probe = setInterval(() => {
    for (const backend of backends)
      void readyz(backend.port).then((ok) => {
        backend.ready = ok;
      });
  }, probeMs);

  const server = createServer((client) => {
    const ready = backends.filter((b) => b.ready);
    const backend = ready[turn++ % Math.max(ready.length, 1)];
    if (!backend) return void client.destroy();
    connections.set(backend.port, (connections.get(backend.port) ?? 0) + 1);
    const upstream = connect(backend.port, '127.0.0.1');
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.end();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    add: (backendPort) => void backends.push({ port: backendPort, ready: false }),
    connections,
    ready: () => backends.filter((b) => b.ready).map((b) => b.port),
    close() {
      clearInterval(probe);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
