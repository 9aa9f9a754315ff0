import { readServiceConfig, runServer } from '@inkbook/service-kit';
import { buildApp } from './app';

const config = readServiceConfig(4004);
await runServer(await buildApp(config), config);
