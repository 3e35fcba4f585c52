import { z } from 'zod';
import { compareAppendEndpoint, inquirySaveEndpoint } from './collect';
import { routeOf } from './endpoint-schema';
import { decimalInt, idSchema } from './page';

/** The largest quantity one line of the comparison list or the inquiry basket holds. */
export const MAX_COLLECT_NUM = 999_999;

const num = decimalInt('数量', { min: 1, max: MAX_COLLECT_NUM });

/** Form bodies carry booleans as text. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { message: '是否覆盖数量应为 true 或 false' })
  .transform((v) => v === true || v === 'true' || v === '1');

export const compareAppendRequest = z.object({
  id: idSchema,
  num,
  ifOverrideNum: formBoolean.default(false),
});

/** `ifOverrideNum`: set the line's quantity to `num` (the basket's quantity field) instead of adding it. */
export const inquirySaveRequest = z.object({
  itemId: idSchema,
  num,
  ifOverrideNum: formBoolean.default(false),
});

/** The line after the add: its goods and the quantity it now holds. */
export const collectedLine = z.object({ id: z.string(), goodsId: z.string(), num: z.number().int() });

export const compareAppendRoute = routeOf(compareAppendEndpoint, {
  body: compareAppendRequest,
  response: collectedLine,
});
export const inquirySaveRoute = routeOf(inquirySaveEndpoint, {
  body: inquirySaveRequest,
  response: collectedLine,
});
