/** Reads an OpenAPI 3 document into rows of the API reference: method, path, summary, tag. */

export interface EndpointRow {
  key: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** Answers without a session (the operation's `security: []`). */
  open: boolean;
  /** The role types that may call it, when the document says (`x-roles`); absent: any signed-in user. */
  roles?: string[];
}

export interface ApiDocument {
  title: string;
  version: string;
  endpoints: EndpointRow[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Rows sorted by path then method; a document without paths gives none. `prefix` is prepended to paths. */
export function readOpenApi(doc: unknown, prefix = ''): ApiDocument {
  const root = obj(doc);
  const info = obj(root.info);
  const endpoints: EndpointRow[] = [];
  for (const [path, item] of Object.entries(obj(root.paths))) {
    const ops = obj(item);
    for (const method of METHODS) {
      if (!(method in ops)) continue;
      const op = obj(ops[method]);
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      const fullPath = prefix && !path.startsWith(prefix) ? `${prefix}${path}` : path;
      const roles = Array.isArray(op['x-roles'])
        ? op['x-roles'].filter((r): r is string => typeof r === 'string')
        : undefined;
      endpoints.push({
        key: `${method} ${fullPath}`,
        method: method.toUpperCase(),
        path: fullPath,
        summary: str(op.summary) || str(op.description) || str(op.operationId),
        tag: tags[0] ?? '',
        open: Array.isArray(op.security) && op.security.length === 0,
        ...(roles ? { roles } : {}),
      });
    }
  }
  endpoints.sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      METHODS.indexOf(a.method.toLowerCase() as never) - METHODS.indexOf(b.method.toLowerCase() as never),
  );
  return { title: str(info.title), version: str(info.version), endpoints };
}

/** Rows whose path, summary or tag contains the text (case-insensitive). */
export function filterEndpoints(rows: EndpointRow[], text: string): EndpointRow[] {
  const q = text.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) => `${r.method} ${r.path} ${r.summary} ${r.tag}`.toLowerCase().includes(q));
}

/**
 * The rows a reader may call: a visitor the endpoints open without a session; a signed-in user those and
 * the ones of their role type (every one the document does not limit to roles).
 */
export function endpointsFor(
  rows: EndpointRow[],
  viewer: { signedIn: boolean; roleType?: string | null },
): EndpointRow[] {
  if (!viewer.signedIn) return rows.filter((r) => r.open);
  return rows.filter(
    (r) => r.open || !r.roles || (viewer.roleType != null && r.roles.includes(viewer.roleType)),
  );
}
