import { describe, expect, it } from 'vitest';
import {
  endpointsFor,
  filterEndpoints,
  groupsOf,
  readCodeMeanings,
  readOpenApi,
  rowsOfGroup,
} from './openapi';

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
        docPath: '/cart/shop/sum',
        summary: 'cartSum',
        tag: '购物车',
        open: false,
        forApps: false,
      },
      {
        key: 'post /pm-api/open/token',
        method: 'POST',
        path: '/pm-api/open/token',
        docPath: '/open/token',
        summary: '登录',
        tag: '认证',
        open: true,
        forApps: false,
      },
      {
        key: 'get /pm-api/user',
        method: 'GET',
        path: '/pm-api/user',
        docPath: '/user',
        summary: '当前用户',
        tag: '用户',
        open: false,
        forApps: false,
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

describe('groups of the reference', () => {
  const api = readOpenApi(
    {
      components: { securitySchemes: { app: { type: 'oauth2' } } },
      paths: {
        '/cart/shop/sum': { get: { tags: ['购物车'] } },
        '/open/oauth/token': { post: { tags: ['开放接口'], security: [] } },
        '/open/v1/goods/search': { post: { tags: ['开放接口'] } },
        '/partner/x': { get: { tags: ['伙伴'], security: [{ app: ['goods:read'] }] } },
        '/admin/users': { get: { tags: ['运营'], 'x-roles': ['OPERATOR'] } },
        '/user/get-session-user': { get: { tags: ['用户'] } },
      },
    },
    '/pm-api',
  );

  it('puts the API for apps (the token endpoint group, or an OAuth2 scheme) first, the others in document order', () => {
    expect(api.endpoints.filter((r) => r.forApps).map((r) => r.docPath)).toEqual([
      '/open/oauth/token',
      '/open/v1/goods/search',
      '/partner/x',
    ]);
    expect(groupsOf(api.endpoints).map((g) => [g.tag, g.count, g.forApps])).toEqual([
      ['开放接口', 2, true],
      ['伙伴', 1, true],
      ['运营', 1, false],
      ['购物车', 1, false],
      ['用户', 1, false],
    ]);
    expect(rowsOfGroup(api.endpoints, '开放接口').map((r) => r.path)).toEqual([
      '/pm-api/open/oauth/token',
      '/pm-api/open/v1/goods/search',
    ]);
  });

  it('shows a visitor the API for apps, never an operator endpoint', () => {
    const paths = endpointsFor(api.endpoints, { signedIn: false }).map((r) => r.docPath);
    expect(paths).toEqual(['/open/oauth/token', '/open/v1/goods/search', '/partner/x']);
  });

  it('reads the business code table of the description', () => {
    expect(
      readCodeMeanings(
        [
          '| 业务码 | HTTP 状态码 | 含义 |',
          '| --- | --- | --- |',
          '| 40901 | 409 | 价格或运费已变化 |',
          '| 404 | 接口不存在 |',
        ].join('\n'),
      ),
    ).toEqual({ 40901: '价格或运费已变化' });
  });
});
