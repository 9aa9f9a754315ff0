import { runServer } from '@inkbook/service-kit';
import { buildGateway } from './app';
import { readGatewayConfig } from './config';

const config = readGatewayConfig();
const app = await buildGateway(config);
await runServer(app, config.PORT, config.HOST);
