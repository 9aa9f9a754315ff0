import { migrateCli } from '@inkbook/service-kit';
import { migrations } from './migrations';

await migrateCli('design-ai', migrations);
