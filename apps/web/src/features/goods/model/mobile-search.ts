/**
 * The phone search screen's logic: the history it shows (this browser's, with a signed-in user's
 * server history after it) and the typed part of a suggestion to highlight.
 */
import { HISTORY_MAX } from './search-history';

/** This browser's keywords first, then the server's, without repeats, at most `max`. */
export function mergeHistory(
  local: readonly string[],
  server: readonly string[],
  max = HISTORY_MAX,
): string[] {
  const out: string[] = [];
  for (const k of [...local, ...server]) {
    const word = k.trim();
    if (word && !out.includes(word)) out.push(word);
    if (out.length >= max) break;
  }
  return out;
}

export interface TextPart {
  text: string;
  hit: boolean;
}

/**
 * A suggestion split around the first occurrence of what was typed (case-insensitive), for a bold
 * highlight. A pinyin suggestion (typed 'luosi', shown 螺丝刀) has no occurrence: one plain part.
 */
export function highlightParts(text: string, typed: string): TextPart[] {
  const t = typed.trim();
  const i = t ? text.toLowerCase().indexOf(t.toLowerCase()) : -1;
  if (i < 0) return [{ text, hit: false }];
  return [
    { text: text.slice(0, i), hit: false },
    { text: text.slice(i, i + t.length), hit: true },
    { text: text.slice(i + t.length), hit: false },
  ].filter((p) => p.text !== '');
}
