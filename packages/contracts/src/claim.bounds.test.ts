import { createClaimBodySchema } from './claim';
import { describeBounds, fieldRows, ID } from './testing/bounds';

describeBounds(
  fieldRows('claim', createClaimBodySchema, { studioId: ID, artistId: ID }, [
    ['message', 500, 'Please keep the message under 500 characters'],
  ]),
);
