import { describe, expect, it } from 'vitest';
import { requestId } from './request-id';

describe('request ids', () => {
  it('keeps a sane id the client sent', () => {
    expect(requestId('trace-me-12345')).toBe('trace-me-12345');
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['with other characters', 'trace me; drop'],
    ['sent twice', ['trace-me-12345', 'trace-me-67890']],
    ['missing', undefined],
  ])('replaces one %s', (_label, header) => {
    const id = requestId(header);
    expect(id).not.toEqual(header);
    expect(id).toMatch(/^[\w-]{8,64}$/);
  });

  it('makes a different id each time', () => {
    const ids = Array.from({ length: 1000 }, () => requestId(undefined));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
  });
});
