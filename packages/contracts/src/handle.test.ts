import { describe, expect, it } from 'vitest';
import { INSTAGRAM_HANDLE, normalizeHandle, STUDIO_HANDLE, studioHandleFromName } from './handle';

describe('normalizeHandle', () => {
  it.each([
    ['@name', 'name'],
    ['  @Name  ', 'name'],
    ['name', 'name'],
    ['https://instagram.com/name/', 'name'],
    ['instagram.com/name?igsh=x', 'name'],
    ['www.instagram.com/name', 'name'],
    ['https://www.instagram.com/Ink.Master_1/?hl=en', 'ink.master_1'],
    ['http://m.instagram.com/name#top', 'name'],
    ['@@name/', 'name'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHandle(input)).toBe(expected);
  });

  it('leaves nothing for input that holds no handle', () => {
    expect(normalizeHandle('  @ ')).toBe('');
    expect(normalizeHandle('https://instagram.com/')).toBe('');
  });

  it('produces handles in Instagram’s alphabet', () => {
    expect(INSTAGRAM_HANDLE.test(normalizeHandle('https://instagram.com/some.artist_99'))).toBe(true);
    expect(INSTAGRAM_HANDLE.test(normalizeHandle('two words'))).toBe(false);
  });
});

describe('studioHandleFromName', () => {
  it.each([
    ['Ink & Iron Studio', 'ink-iron-studio'],
    ['  Black  Lotus Tattoo  ', 'black-lotus-tattoo'],
    ['Café Tätowierung', 'cafe-tatowierung'],
    ['--Studio #9--', 'studio-9'],
    ['&&&', 'studio'],
  ])('%s → %s', (name, expected) => {
    const handle = studioHandleFromName(name);
    expect(handle).toBe(expected);
    expect(STUDIO_HANDLE.test(handle)).toBe(true);
  });

  it('caps long names at 60 characters without a trailing dash', () => {
    const handle = studioHandleFromName(`${'a'.repeat(59)} bcd`);
    expect(handle).toBe('a'.repeat(59));
  });
});
