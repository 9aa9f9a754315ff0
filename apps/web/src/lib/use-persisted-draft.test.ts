import { beforeEach, expect, test } from 'vitest';
import { clearDraft, DRAFT_VERSION, loadDraft, saveDraft } from './use-persisted-draft';

beforeEach(() => sessionStorage.clear());

const answers = {
  fullName: 'Sam Reed',
  password: 'secret-Pass1',
  confirmPassword: 'secret-Pass1',
  refs: ['r1'],
};

test('keeps the answers and steps, never the passwords', () => {
  saveDraft('artist:a1', { answers, step: 3, reached: 5 });
  expect(sessionStorage.getItem(`inkbook:draft:v${DRAFT_VERSION}:artist:a1`)).not.toContain('secret');
  expect(loadDraft('artist:a1')).toEqual({
    answers: { fullName: 'Sam Reed', refs: ['r1'] },
    step: 3,
    reached: 5,
  });
  expect(loadDraft('artist:a2')).toBeNull();
});

test('drops a draft of an earlier version instead of restoring it', () => {
  const old = `inkbook:draft:v${DRAFT_VERSION - 1}:artist:a1`;
  sessionStorage.setItem(old, JSON.stringify({ answers: { fullName: 'Old' }, step: 2, reached: 2 }));
  expect(loadDraft('artist:a1')).toBeNull();
  expect(sessionStorage.getItem(old)).toBeNull();
});

test('is gone once cleared (after a successful send), and a malformed one is not read', () => {
  saveDraft('studio:s1', { answers: { concept: 'Koi' }, step: 2, reached: 2 });
  clearDraft('studio:s1');
  expect(loadDraft('studio:s1')).toBeNull();
  sessionStorage.setItem(`inkbook:draft:v${DRAFT_VERSION}:studio:s1`, '{"answers":');
  expect(loadDraft('studio:s1')).toBeNull();
});
