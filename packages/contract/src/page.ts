import { z } from 'zod';

/** Entity ids travel as strings; numeric ids are accepted too. */
export const idSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^[1-9]\d{0,17}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'ID 格式不正确' });
    return z.NEVER;
  }
  return s;
});

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

/** `{page, limit}` query of every list endpoint; limit is capped. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ message: '页码必须是数字' })
    .int({ message: '页码必须是整数' })
    .min(1, { message: '页码最小为 1' })
    .max(100000, { message: '页码过大' })
    .default(1),
  limit: z.coerce
    .number({ message: '每页条数必须是数字' })
    .int({ message: '每页条数必须是整数' })
    .min(1, { message: '每页条数最小为 1' })
    .default(DEFAULT_PAGE_LIMIT)
    .transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  limit: number;
}
