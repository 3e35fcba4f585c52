/**
 * Reads an OpenAPI 3 document into the rows of the API reference (method, path, summary, tag), its
 * groups (one per tag, the API for apps first) and, for the one operation a reader opens, its details
 * (operation.ts). The raw document is kept so details are read only when asked for.
 */
import { openTokenEndpoint } from '@pm/contract/open-platform-api';
import { obj, str } from './json-schema';

export interface EndpointRow {
  key: string;
  method: string;
  /** The path as called (with the API prefix), `{name}` for path parameters. */
  path: string;
  /** The path as the document names it (the key of `paths`). */
  docPath: string;
  summary: string;
  tag: string;
  /** Answers without a session (the operation's `security: []`). */
  open: boolean;
  /** Part of the API for apps (called with an app's access token): shown to every reader. */
  forApps: boolean;
  /** The role types that may call it, when the document says (`x-roles`); absent: any signed-in user. */
  roles?: string[];
}

export interface ApiDocument {
  title: string;
  version: string;
  endpoints: EndpointRow[];
  /** The document as read, for the details of one operation. */
  raw: unknown;
  /** Business code → meaning, from the table of the document's description. */
  codeMeanings: Record<number, string>;
}

export interface ApiGroup {
  tag: string;
  count: number;
  forApps: boolean;
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * The API for apps: the group of the token endpoint (开放接口), or an operation that asks for an OAuth2
 * security scheme.
 */
function isForApps(tag: string, op: Record<string, unknown>, oauthSchemes: Set<string>): boolean {
  if (tag === openTokenEndpoint.tag) return true;
  const security = Array.isArray(op.security) ? op.security : [];
  return security.some((req) => Object.keys(obj(req)).some((name) => oauthSchemes.has(name)));
}

/** `| 40001 | 400 | 含义 |` rows of the description's business code table. */
export function readCodeMeanings(description: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (const line of description.split('\n')) {
    const m = /^\|\s*(\d{5})\s*\|\s*\d{3}\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
    if (m) out[Number(m[1])] = m[2]!;
  }
  return out;
}

/** Rows sorted by path then method; a document without paths gives none. `prefix` is prepended to paths. */
export function readOpenApi(doc: unknown, prefix = ''): ApiDocument {
  const root = obj(doc);
  const info = obj(root.info);
  const schemes = obj(obj(root.components).securitySchemes);
  const oauth = new Set(Object.keys(schemes).filter((k) => obj(schemes[k]).type === 'oauth2'));
  const endpoints: EndpointRow[] = [];
  for (const [path, item] of Object.entries(obj(root.paths))) {
    const ops = obj(item);
    for (const method of METHODS) {
      if (!(method in ops)) continue;
      const op = obj(ops[method]);
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      const hasPrefix = prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
      const fullPath = prefix && !hasPrefix ? `${prefix}${path}` : path;
      const roles = Array.isArray(op['x-roles'])
        ? op['x-roles'].filter((r): r is string => typeof r === 'string')
        : undefined;
      endpoints.push({
        key: `${method} ${fullPath}`,
        method: method.toUpperCase(),
        path: fullPath,
        docPath: path,
        summary: str(op.summary) || str(op.description) || str(op.operationId),
        tag: tags[0] ?? '',
        open: Array.isArray(op.security) && op.security.length === 0,
        forApps: isForApps(tags[0] ?? '', op, oauth),
        ...(roles ? { roles } : {}),
      });
    }
  }
  endpoints.sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      METHODS.indexOf(a.method.toLowerCase() as never) - METHODS.indexOf(b.method.toLowerCase() as never),
  );
  return {
    title: str(info.title),
    version: str(info.version),
    endpoints,
    raw: doc,
    codeMeanings: readCodeMeanings(str(info.description)),
  };
}

/** Rows whose path, summary or tag contains the text (case-insensitive). */
export function filterEndpoints(rows: EndpointRow[], text: string): EndpointRow[] {
  const q = text.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) => `${r.method} ${r.path} ${r.summary} ${r.tag}`.toLowerCase().includes(q));
}

/**
 * The rows a reader may call: the API for apps for everyone (an app calls it, not the reader's session);
 * a visitor also the endpoints open without a session; a signed-in user those and the ones of their role
 * type (every one the document does not limit to roles).
 */
export function endpointsFor(
  rows: EndpointRow[],
  viewer: { signedIn: boolean; roleType?: string | null },
): EndpointRow[] {
  if (!viewer.signedIn) return rows.filter((r) => r.open || r.forApps);
  return rows.filter(
    (r) => r.open || r.forApps || !r.roles || (viewer.roleType != null && r.roles.includes(viewer.roleType)),
  );
}

/** The groups (tags) of the rows: the API for apps first, then the others, each in the order first seen. */
export function groupsOf(rows: EndpointRow[]): ApiGroup[] {
  const groups = new Map<string, ApiGroup>();
  for (const r of rows) {
    const tag = r.tag || '其他';
    const g = groups.get(tag) ?? { tag, count: 0, forApps: false };
    g.count += 1;
    g.forApps ||= r.forApps;
    groups.set(tag, g);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.forApps), ...all.filter((g) => !g.forApps)];
}

/** The rows of one group. */
export function rowsOfGroup(rows: EndpointRow[], tag: string): EndpointRow[] {
  return rows.filter((r) => (r.tag || '其他') === tag);
}
