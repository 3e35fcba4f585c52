/**
 * The search document of a goods item: the words a keyword is matched against, stored in
 * goods.search_terms (GIN-indexed text[]). Owned by the search work; the catalog loader calls it.
 * First version: segmenter words and character bigrams of the Chinese text, lower-case latin tokens.
 */
export interface SearchDocumentInput {
  name: string;
  brandNameCn: string;
  brandNameEn: string;
  model: string;
  spec: string;
  /** Names of the three catalog levels. */
  catalogNames: readonly string[];
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

function addText(terms: Set<string>, text: string): void {
  for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase())) {
    if (!isWordLike) continue;
    terms.add(segment);
    if (HAN.test(segment)) {
      const chars = [...segment];
      for (let i = 0; i < chars.length; i++) {
        terms.add(chars[i]!);
        if (i + 1 < chars.length) terms.add(chars[i]! + chars[i + 1]!);
      }
    }
  }
}

export function searchTermsOf(input: SearchDocumentInput): string[] {
  const terms = new Set<string>();
  addText(terms, input.name);
  addText(terms, input.brandNameCn);
  addText(terms, input.brandNameEn);
  addText(terms, input.model);
  addText(terms, input.spec);
  for (const c of input.catalogNames) addText(terms, c);
  return [...terms];
}

/** The model as matched: lower case, without spaces, dashes, dots and slashes. */
export function normalizeModel(model: string): string {
  return model.toLowerCase().replace(/[\s\-_./]+/g, '');
}
