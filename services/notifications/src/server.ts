import { runServer } from '@inkbook/service-kit';
import { buildApp } from './app';
import { readNotificationsConfig } from './config';

const config = readNotificationsConfig();
await runServer(await buildApp(config), config);
