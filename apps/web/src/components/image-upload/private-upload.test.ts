import { beforeEach, describe, expect, it, vi } from 'vitest';

// The thumbnails of a draft's private photos outlive a reload of the tab (issue 25 item 2): the module reads what
// the tab kept when it loads again.

const load = async () => {
  vi.resetModules();
  return import('./private-upload');
};

describe('private photo previews', () => {
  beforeEach(() => sessionStorage.clear());

  it('come back after a reload, and a ref without one is drawn as itself', async () => {
    const before = await load();
    before.rememberPreviews({ 'hash-a.sig': 'data:image/jpeg;base64,AAAA' });
    const after = await load();
    expect(after.privateImagePreview('hash-a.sig')).toBe('data:image/jpeg;base64,AAAA');
    expect(after.privateImagePreview('hash-b.sig')).toBe('hash-b.sig');
  });

  it('keeps only the newest sixteen', async () => {
    const module = await load();
    module.rememberPreviews(
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`ref-${i}`, `data:image/png;base64,${i}`])),
    );
    const kept = Object.keys(JSON.parse(sessionStorage.getItem('inkbook:private-previews:v1') ?? '{}'));
    expect(kept).toHaveLength(16);
    expect(kept).toContain('ref-19');
    expect(kept).not.toContain('ref-0');
  });

  it('ignores what it cannot read', async () => {
    sessionStorage.setItem('inkbook:private-previews:v1', '{not json');
    const module = await load();
    expect(module.privateImagePreview('ref-1')).toBe('ref-1');
  });
});
