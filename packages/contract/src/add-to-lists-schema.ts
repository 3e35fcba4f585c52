import { z } from 'zod';
import { compareAppendEndpoint, inquirySaveEndpoint } from './add-to-lists';
import { routeOf } from './endpoint-schema';
import { decimalInt, idSchema } from './page';
import { QUANTITY_MAX } from './quantity';

/**
 * The largest quantity one line of the comparison list or the inquiry basket holds: the one quantity
 * maximum. @deprecated import QUANTITY_MAX from '@pm/contract/quantity'; kept while the server names it.
 */
export const MAX_LIST_NUM = QUANTITY_MAX;

const num = decimalInt('数量', { min: 1, max: QUANTITY_MAX });

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
export const listLine = z.object({ id: z.string(), goodsId: z.string(), num: z.number().int() });

export const compareAppendRoute = routeOf(compareAppendEndpoint, {
  body: compareAppendRequest,
  response: listLine,
});
export const inquirySaveRoute = routeOf(inquirySaveEndpoint, {
  body: inquirySaveRequest,
  response: listLine,
});
