/** The AI material area's paths (constants only). */
export const MATERIAL_BASE = '/material';
