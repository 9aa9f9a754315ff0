import { designRequestSchema } from './design';
import { describeBounds, fieldRows } from './testing/bounds';

const design = {
  style: 'Fine Line',
  subject: 'A rose',
  placement: 'arm',
  size: 'small',
  colorOption: 'color',
};

describeBounds(
  fieldRows('design request', designRequestSchema, design, [
    ['style', 50, 'Choose a style'],
    ['subject', 200, 'Please keep the subject under 200 characters'],
    ['placement', 50, 'Choose a placement'],
    ['size', 50, 'Choose a size'],
    ['extraDetails', 500, 'Please keep the details under 500 characters'],
  ]),
);
