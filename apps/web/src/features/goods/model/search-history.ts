/**
 * A visitor's search history, kept in this browser (signed-in users' history lives on the server).
 * Newest first, no repeats, at most 10.
 */
import { cleanKeyword } from './keyword';

export const LOCAL_HISTORY_KEY = 'PM_SEARCH_HISTORY';
export const HISTORY_MAX = 10;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalHistory(): string[] {
  const raw = store()?.getItem(LOCAL_HISTORY_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is string => typeof v === 'string' && v !== '').slice(0, HISTORY_MAX);
  } catch {
    return [];
  }
}

/** Puts a keyword first (cleaned: markup stripped, spaces collapsed); returns the new list. */
export function addLocalHistory(keyword: string): string[] {
  const k = cleanKeyword(keyword).slice(0, 50);
  const list = readLocalHistory();
  if (!k) return list;
  const next = [k, ...list.filter((w) => w !== k)].slice(0, HISTORY_MAX);
  try {
    store()?.setItem(LOCAL_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: no history kept
  }
  return next;
}

export function clearLocalHistory(): void {
  store()?.removeItem(LOCAL_HISTORY_KEY);
}
