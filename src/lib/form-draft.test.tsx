import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { formDrafts, useDraftKeeping } from './form-draft';

const isText = (value: unknown): value is string => typeof value === 'string';

describe('form drafts', () => {
  it('keeps a draft per user in session storage, until discarded', () => {
    formDrafts('alex').save('faq/question', 'Where is lunch?');
    expect(formDrafts('alex').load('faq/question', isText)).toBe('Where is lunch?');
    expect(formDrafts('sam').load('faq/question', isText)).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
    // Of the wrong shape, it is as if there were none.
    expect(
      formDrafts('alex').load('faq/question', (value): value is number => typeof value === 'number'),
    ).toBe(undefined);
    formDrafts('alex').discard('faq/question');
    expect(formDrafts('alex').load('faq/question', isText)).toBeUndefined();
  });

  it('keeps nothing without a user, and goes on without a draft when storage refuses it', () => {
    formDrafts(null).save('faq/question', 'x');
    expect(sessionStorage.length).toBe(0);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => formDrafts('alex', full).save('faq/question', 'x')).not.toThrow();
  });

  it('keeps the values while they differ from the start, and drops what it kept when they are changed back', () => {
    const drafts = { load: vi.fn(), save: vi.fn(), discard: vi.fn() };
    const { rerender } = renderHook(
      ({ values, changed }: { values: string; changed: boolean }) =>
        useDraftKeeping(drafts, 'form', values, changed),
      { initialProps: { values: '', changed: false } },
    );
    // Untouched: neither kept nor dropped (a draft kept earlier waits to be restored).
    expect(drafts.save).not.toHaveBeenCalled();
    expect(drafts.discard).not.toHaveBeenCalled();
    rerender({ values: 'a', changed: true });
    rerender({ values: 'ab', changed: true });
    expect(drafts.save.mock.calls).toEqual([
      ['form', 'a'],
      ['form', 'ab'],
    ]);
    rerender({ values: '', changed: false });
    expect(drafts.discard).toHaveBeenCalledExactlyOnceWith('form');
  });
});
