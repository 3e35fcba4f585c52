/** The AI material area's paths (constants only). */
export const MATERIAL_BASE = '/material';
export const MATERIAL_AI_PATH = '/material/ai';
export const MATERIAL_LIST_PATH = '/material/list';
export const MATERIAL_REVIEW_PATH = '/material/review';

/** AI创作 opened on a goods item. */
export function materialAiPath(goodsId: string): string {
  return `${MATERIAL_AI_PATH}?goodsId=${encodeURIComponent(goodsId)}`;
}
