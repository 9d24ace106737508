import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './admission-draft.ts';

afterEach(() => localStorage.clear());

describe('the admission draft kept on the phone', () => {
  it('gives back what was kept, as texts only', () => {
    saveDraft({ grade: 'vi', studentNameBn: 'সাদিয়া', photo: 'data:image/webp;base64,AAAA' });
    expect(loadDraft()).toEqual({
      grade: 'vi',
      studentNameBn: 'সাদিয়া',
      photo: 'data:image/webp;base64,AAAA',
    });
    localStorage.setItem(
      'admission-draft',
      JSON.stringify({ savedAt: Date.now(), values: { village: 'চর', evil: { x: 1 } } }),
    );
    expect(loadDraft()).toEqual({ village: 'চর' });
  });

  it('keeps nothing for a form where only the class is chosen, and clears what was kept', () => {
    saveDraft({ village: 'চর' });
    saveDraft({ grade: 'vi', village: '' });
    expect(localStorage.getItem('admission-draft')).toBeNull();
    saveDraft({ village: 'চর' });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('forgets answers older than a month, and anything unreadable', () => {
    const then = Date.parse('2026-01-01T00:00:00Z');
    saveDraft({ village: 'চর' }, then);
    expect(loadDraft(then + 30 * 86_400_000)).toEqual({ village: 'চর' });
    expect(loadDraft(then + 32 * 86_400_000)).toBeNull();
    localStorage.setItem('admission-draft', '{not json');
    expect(loadDraft()).toBeNull();
  });

  it('keeps the answers without the photo when the phone has no room for it', () => {
    const real = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (value.includes('data:image')) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, key, value);
    });
    saveDraft({ village: 'চর', photo: 'data:image/webp;base64,AAAA' });
    setItem.mockRestore();
    expect(JSON.parse(localStorage.getItem('admission-draft') ?? '{}').values).toEqual({
      village: 'চর',
      photo: '',
    });
  });
});
