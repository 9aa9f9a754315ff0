import { runServer } from '@inkbook/service-kit';
import { buildApp } from './app';
import { readCatalogConfig } from './config';

const config = readCatalogConfig();
await runServer(await buildApp(config), config);
