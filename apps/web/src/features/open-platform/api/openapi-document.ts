/**
 * GET /openapi.json: the API's OpenAPI document (not an endpoint of the contract: the server builds it
 * from the contract). About a megabyte, so it is read only by the pages that show it, once per visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '@/lib/http';
import { readOpenApi } from '../model/openapi';

export async function getOpenApiDocument() {
  const base = apiBase();
  const res = await fetch(`${base}/openapi.json`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`接口文档加载失败（HTTP ${res.status}）`);
  try {
    return readOpenApi(await res.json(), base);
  } catch {
    throw new Error('接口文档格式不正确');
  }
}

export const getOpenApiDocumentQuery = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: getOpenApiDocument,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useOpenApiDocument() {
  return useQuery(getOpenApiDocumentQuery());
}
