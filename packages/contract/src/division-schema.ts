import { z } from 'zod';
import { routeOf } from './endpoint-schema';
import { divisionListEndpoint } from './division';
import { decimalInt } from './page';

const DIVISION_PARENT_MESSAGE = '上级地区编码应为 0 或 6 位数字';

/**
 * type 1 with id 0: the provinces; type 2 with a province code: its cities; type 3 with a city code: its
 * counties. A mismatched pair (type 1 with a code, type 2/3 with 0 or with a parent of the wrong level or
 * an unknown parent) answers 400 with a Chinese message, never an empty list.
 */
export const divisionQuery = z.object({
  type: decimalInt('层级', { min: 1, max: 3, maxMessage: '层级应为 1（省）、2（市）或 3（区县）' }),
  /** The parent's code; 0 for provinces. */
  id: z
    .union(
      [
        z.string().regex(/^(0|[1-9][0-9]{5})$/, { message: DIVISION_PARENT_MESSAGE }),
        z.union([z.literal(0), z.number().int().min(100000).max(999999)], {
          message: DIVISION_PARENT_MESSAGE,
        }),
      ],
      { message: DIVISION_PARENT_MESSAGE },
    )
    .transform((v) => String(v))
    .meta({ description: '上级地区编码：0 表示查省份；否则为省或市的 6 位行政区划代码（不含空格）' })
    .default('0'),
});

export const division = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentId: z.string().nullable(),
});

export const divisionListRoute = routeOf(divisionListEndpoint, {
  querystring: divisionQuery,
  response: z.array(division),
});
