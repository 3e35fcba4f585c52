/** Organizations: the buyer companies, the suppliers and the platform operator. */
import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { Page } from './page';
import type * as S from './organization-schema';

export type Organization = z.infer<typeof S.organization>;
export type OrganizationPageQuery = z.input<typeof S.organizationPageQuery>;

/** The caller's own organization and the suppliers; the platform operator sees all. Default limit 20. */
export const organizationPageEndpoint: Endpoint<OrganizationPageQuery, Page<Organization>> = {
  method: 'GET',
  path: '/organization/page',
  access: 'user',
  tag: '组织',
  summary: '组织分页（本组织与供应商；平台运营可见全部）',
};
