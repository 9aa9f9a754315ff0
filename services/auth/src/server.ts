import { runServer } from '@inkbook/service-kit';
import { buildApp } from './app';
import { readAuthConfig } from './config';

const config = readAuthConfig();
const app = await buildApp(config);
await runServer(app, config);
