import { downloadImageQuerySchema } from './media';
import { describeBounds, fieldRows } from './testing/bounds';

describeBounds([
  ...fieldRows('download', downloadImageQuerySchema, { url: '/media/x' }, [
    ['filename', 200, 'filename must be at most 200 characters'],
  ]),
  ...fieldRows('download', downloadImageQuerySchema, {}, [
    ['url', 2048, 'url must be at most 2048 characters'],
  ]),
]);
