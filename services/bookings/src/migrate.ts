import { migrateCli } from '@inkbook/service-kit';
import { migrations } from './migrations';

await migrateCli('bookings', migrations);
