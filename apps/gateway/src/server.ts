import cluster from 'node:cluster';
import { runServer } from '@inkbook/service-kit';
import { pino } from 'pino';
import { buildGateway } from './app';
import { superviseWorkers, workerPeers } from './cluster';
import { readGatewayConfig } from './config';

const config = readGatewayConfig();
if (config.GATEWAY_WORKERS > 1 && cluster.isPrimary) {
  superviseWorkers(
    config.GATEWAY_WORKERS,
    config.SHUTDOWN_GRACE_MS,
    pino({ level: config.LOG_LEVEL, base: { service: 'gateway' } }),
  );
} else {
  const app = await buildGateway(
    config,
    cluster.isWorker ? { peers: workerPeers, processes: config.GATEWAY_WORKERS } : {},
  );
  await runServer(app, config);
}
