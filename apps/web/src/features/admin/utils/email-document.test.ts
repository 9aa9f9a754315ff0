import { describe, expect, it } from 'vitest';
import { emailDocument } from './email-document';

describe('emailDocument', () => {
  it('puts the base first in the head, ahead of one the email brings', () => {
    expect(
      emailDocument(
        '<html><head lang="en"><base target="_self"><title>x</title></head><body>hi</body></html>',
      ),
    ).toBe(
      '<html><head lang="en"><base target="_blank"><base target="_self"><title>x</title></head><body>hi</body></html>',
    );
  });

  it('gives a document without a head one', () => {
    expect(emailDocument('<!doctype html><html lang="en"><body>hi</body></html>')).toBe(
      '<!doctype html><html lang="en"><head><base target="_blank"></head><body>hi</body></html>',
    );
  });

  it('puts the base before a bare fragment, and is not fooled by a <header>', () => {
    expect(emailDocument('<header>Inkbook</header><p>hi</p>')).toBe(
      '<base target="_blank"><header>Inkbook</header><p>hi</p>',
    );
  });
});
