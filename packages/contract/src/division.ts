/** Administrative divisions of mainland China (GB/T 2260): province → city → county. */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type * as S from './division-schema';

export type Division = z.infer<typeof S.division>;
export type DivisionQuery = z.input<typeof S.divisionQuery>;

/** Level 1 provinces (id 0), 2 the cities of province `id`, 3 the counties of city `id`. */
export const divisionListEndpoint: Endpoint<DivisionQuery, Division[]> = {
  method: 'GET',
  path: '/goods/mall/jd-address-info',
  idRefs: { id: 'division' },
  access: 'public',
  visitor: true,
  tag: '地区',
  summary: '行政区划（省、市、区县）',
};
