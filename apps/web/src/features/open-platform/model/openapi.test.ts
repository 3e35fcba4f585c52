import { describe, expect, it } from 'vitest';
import { endpointsFor, filterEndpoints, readOpenApi } from './openapi';

const doc = {
  openapi: '3.1.0',
  info: { title: '固买商城 API', version: '1.0.0' },
  paths: {
    '/user': { get: { summary: '当前用户', tags: ['用户'] } },
    '/open/token': { post: { summary: '登录', tags: ['认证'], security: [] }, parameters: [] },
    '/cart/shop/sum': { get: { operationId: 'cartSum', tags: ['购物车'] } },
  },
};

describe('OpenAPI reader', () => {
  it('lists method, path (with the prefix), summary and tag, sorted by path', () => {
    const read = readOpenApi(doc, '/pm-api');
    expect(read.title).toBe('固买商城 API');
    expect(read.version).toBe('1.0.0');
    expect(read.endpoints).toEqual([
      {
        key: 'get /pm-api/cart/shop/sum',
        method: 'GET',
        path: '/pm-api/cart/shop/sum',
        summary: 'cartSum',
        tag: '购物车',
        open: false,
      },
      {
        key: 'post /pm-api/open/token',
        method: 'POST',
        path: '/pm-api/open/token',
        summary: '登录',
        tag: '认证',
        open: true,
      },
      {
        key: 'get /pm-api/user',
        method: 'GET',
        path: '/pm-api/user',
        summary: '当前用户',
        tag: '用户',
        open: false,
      },
    ]);
  });
  it('does not double the prefix and survives a document without paths', () => {
    expect(readOpenApi({ paths: { '/pm-api/x': { get: {} } } }, '/pm-api').endpoints[0]?.path).toBe(
      '/pm-api/x',
    );
    expect(readOpenApi(null).endpoints).toEqual([]);
    expect(readOpenApi({ paths: [] }).endpoints).toEqual([]);
  });
  it('shows a visitor only what answers without a session, and a role only its own', () => {
    const rows = readOpenApi({
      paths: {
        '/open/token': { post: { security: [] } },
        '/user': { get: {} },
        '/admin/users': { get: { 'x-roles': ['OPERATOR'] } },
        '/cart/shop/list': { get: { 'x-roles': ['PURCHASER', 'APPROVER'] } },
      },
    }).endpoints;
    const paths = (r: typeof rows) => r.map((x) => x.path);
    expect(paths(endpointsFor(rows, { signedIn: false }))).toEqual(['/open/token']);
    expect(paths(endpointsFor(rows, { signedIn: true, roleType: 'PURCHASER' }))).toEqual([
      '/cart/shop/list',
      '/open/token',
      '/user',
    ]);
    expect(paths(endpointsFor(rows, { signedIn: true, roleType: 'OPERATOR' }))).toEqual([
      '/admin/users',
      '/open/token',
      '/user',
    ]);
  });
  it('filters by path, summary or tag', () => {
    const rows = readOpenApi(doc).endpoints;
    expect(filterEndpoints(rows, '购物车').map((r) => r.path)).toEqual(['/cart/shop/sum']);
    expect(filterEndpoints(rows, 'TOKEN').map((r) => r.path)).toEqual(['/open/token']);
    expect(filterEndpoints(rows, ' ')).toHaveLength(3);
  });
});
