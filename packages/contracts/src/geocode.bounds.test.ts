import { geocodeQuerySchema } from './geocode';
import { describeBounds, fieldRows } from './testing/bounds';

describeBounds(
  fieldRows('geocode', geocodeQuerySchema, {}, [['q', 200, 'Address search is limited to 200 characters']]),
);
