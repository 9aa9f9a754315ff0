import { runServer } from '@inkbook/service-kit';
import { buildApp } from './app';
import { readInquiriesConfig } from './config';

const config = readInquiriesConfig();
await runServer(await buildApp(config), config);
