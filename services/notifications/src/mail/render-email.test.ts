import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';

const content = {
  subject: 'A new inquiry',
  preview: 'Sam would like a tattoo',
  heading: 'Sam sent you an inquiry',
  paragraphs: ['Sam would like a fine-line swallow <b>on the wrist</b>.'],
  details: [
    { label: 'Size', value: 'Small' },
    { label: 'Budget', value: '$200–$400' },
  ],
  action: { label: 'Open the inquiry', url: '/dashboard?inquiry=1' },
  links: [{ label: 'Your dashboard', url: 'https://inkbook.example/dashboard' }],
};

describe('renderEmail', () => {
  it('renders HTML and plain text with absolute links, the why line and the unsubscribe link', async () => {
    const email = await renderEmail({
      content,
      category: 'inquiries',
      publicUrl: 'https://inkbook.example/',
      unsubscribeToken: 'tok+en',
    });
    console.log(email.text);
    console.log(email.html);
  });
});
