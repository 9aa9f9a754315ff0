import { describe, expect, it } from 'vitest';
import { sampleContent } from '../testing/queued-mail';
import { renderEmail } from './render-email';

describe('renderEmail', () => {
  it('keeps a path PUBLIC_URL has, escapes the words it is given and needs no image', async () => {
    const email = await renderEmail({
      content: { ...sampleContent(), paragraphs: ['A <script>alert(1)</script> idea'] },
      category: 'claims',
      publicUrl: 'https://example.org/inkbook/',
      unsubscribeToken: 'a.b+c',
    });
    expect(email.html).toContain('href="https://example.org/inkbook/dashboard?inquiry=1"');
    expect(email.html).toContain('href="https://example.org/inkbook/unsubscribe?token=a.b%2Bc"');
    expect(email.headers['List-Unsubscribe']).toBe(
      '<https://example.org/inkbook/api/notifications/unsubscribe/one-click?token=a.b%2Bc>',
    );
    expect(email.html).toContain('A &lt;script&gt;alert(1)&lt;/script&gt; idea');
    expect(email.html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(email.html).not.toMatch(/<img|background-image/);
    expect(email.text).toContain('You get this email because your artist or studio profile is part of');
  });

  it('gives account emails no unsubscribe link or headers, even with a token at hand', async () => {
    const email = await renderEmail({
      content: sampleContent('Reset your password'),
      category: null,
      publicUrl: 'https://inkbook.example',
      unsubscribeToken: 'ignored',
    });
    expect(email.headers).toEqual({});
    expect(email.text).not.toContain('unsubscribe');
    expect(email.text).toContain('it concerns your Inkbook account');
  });
});
