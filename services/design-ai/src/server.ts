import { runServer } from '@inkbook/service-kit';
import { buildApp } from './app';
import { readDesignAiConfig } from './config';

const config = readDesignAiConfig();
await runServer(await buildApp(config), config);
