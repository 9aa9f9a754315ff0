import { runServer } from '@inkbook/service-kit';
import { buildApp } from './app';
import { readBookingsConfig } from './config';

const config = readBookingsConfig();
await runServer(await buildApp(config), config);
