import { beforeEach, describe, expect, it } from 'vitest';
import { addLocalHistory, clearLocalHistory, LOCAL_HISTORY_KEY, readLocalHistory } from './search-history';

describe("a visitor's search history", () => {
  beforeEach(() => localStorage.clear());
  it('keeps the newest first, without repeats, at most 10', () => {
    addLocalHistory('螺丝');
    addLocalHistory(' 手 套 ');
    addLocalHistory('螺丝');
    expect(readLocalHistory()).toEqual(['螺丝', '手 套']);
    for (let i = 0; i < 12; i += 1) addLocalHistory(`词${i}`);
    expect(readLocalHistory()).toHaveLength(10);
    expect(readLocalHistory()[0]).toBe('词11');
  });
  it('ignores blanks and clears', () => {
    expect(addLocalHistory('  ')).toEqual([]);
    addLocalHistory('胶带');
    clearLocalHistory();
    expect(readLocalHistory()).toEqual([]);
  });
  it('survives a malformed stored value', () => {
    localStorage.setItem(LOCAL_HISTORY_KEY, '{"a":1}');
    expect(readLocalHistory()).toEqual([]);
    localStorage.setItem(LOCAL_HISTORY_KEY, 'not json');
    expect(readLocalHistory()).toEqual([]);
  });
});
