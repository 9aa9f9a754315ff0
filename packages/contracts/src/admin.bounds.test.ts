import { adminListQuerySchema } from './admin';
import { describeBounds, fieldRows } from './testing/bounds';

describeBounds(
  fieldRows('admin list', adminListQuerySchema, {}, [['q', 100, 'Search must be at most 100 characters']]),
);
