import { z } from 'zod';
import { ORGANIZATION_PAGE_DEFAULT_LIMIT } from './constants';
import { routeOf } from './endpoint-schema';
import { organizationPageEndpoint } from './organization';
import { pageOf, pageQuery } from './page';

export const organizationPageQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ORGANIZATION_PAGE_DEFAULT_LIMIT),
  nameLike: z.string().trim().max(100, { message: '名称关键字过长' }).optional(),
});

export const organization = z.object({
  id: z.string(),
  name: z.string(),
  isVendor: z.boolean(),
});

export const organizationPageRoute = routeOf(organizationPageEndpoint, {
  querystring: organizationPageQuery,
  response: pageOf(organization),
});
