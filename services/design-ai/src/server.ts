import { readServiceConfig, runServer } from '@inkbook/service-kit';
import { buildApp } from './app';

const config = readServiceConfig(4005);
await runServer(await buildApp(config), config.PORT, config.HOST);
