/**
 * The web calls only endpoints the contract defines: every api file under features/<domain>/api
 * imports its endpoint descriptors from @pm/contract and writes no API path of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const contractSrc = path.resolve(src, '../../../packages/contract/src');

function apiFiles(): string[] {
  const features = path.join(src, 'features');
  return fs
    .readdirSync(features)
    .flatMap((domain) => {
      const dir = path.join(features, domain, 'api');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
    })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

/** Names imported from '@pm/contract/<module>' (values, not types), per module. */
function contractImports(text: string): { module: string; names: string[] }[] {
  const out: { module: string; names: string[] }[] = [];
  const re = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@pm\/contract\/([\w-]+)'/g;
  for (const m of text.matchAll(re)) {
    if (m[1]) continue;
    const names = m[2]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0]!.trim());
    out.push({ module: m[3]!, names });
  }
  return out;
}

interface Descriptor {
  method: string;
  path: string;
  access: unknown;
}

function isDescriptor(value: unknown): value is Descriptor {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Descriptor).method === 'string' &&
    typeof (value as Descriptor).path === 'string' &&
    (value as Descriptor).access !== undefined
  );
}

/** Every descriptor the contract exports, by path. */
async function contractDescriptors(): Promise<Map<string, Descriptor>> {
  const found = new Map<string, Descriptor>();
  for (const file of fs.readdirSync(contractSrc)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('-schema.ts')) continue;
    const mod = (await import(/* @vite-ignore */ path.join(contractSrc, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (isDescriptor(value)) found.set(`${value.method} ${value.path}`, value);
    }
  }
  return found;
}

/**
 * Api files that call what no descriptor can: the OAuth token endpoint (form-encoded, RFC 6749 answers, its
 * path from the contract), the OpenAPI document itself, and the open platform's try-it console (any path of
 * that document, sent with an app's token).
 */
const NOT_DESCRIPTOR_CALLS = new Set([
  'features/open-platform/api/app-token.ts',
  'features/open-platform/api/openapi-document.ts',
  'features/open-platform/api/try-it-send.ts',
]);

describe('web api files and the contract', () => {
  const files = apiFiles();

  it('finds the api files', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(src, f), f]))(
    '%s calls contract descriptors and writes no API path',
    async (name, file) => {
      const text = fs.readFileSync(file, 'utf8');
      // a quoted absolute path ('/cart/shop/list') in an api file is a path the contract does not own
      expect(text.match(/['"`]\/[a-z][\w-]*(\/[\w:-]+)*['"`]/gi) ?? []).toEqual([]);
      const imports = contractImports(text);
      const endpoints: Descriptor[] = [];
      for (const { module, names } of imports) {
        const mod = (await import(/* @vite-ignore */ path.join(contractSrc, `${module}.ts`))) as Record<
          string,
          unknown
        >;
        for (const name of names) {
          expect(mod[name], `${name} is exported by @pm/contract/${module}`).toBeDefined();
          if (isDescriptor(mod[name])) endpoints.push(mod[name]);
        }
      }
      if (NOT_DESCRIPTOR_CALLS.has(name)) return;
      expect(endpoints.length, 'the file calls at least one contract endpoint').toBeGreaterThan(0);
    },
  );

  it('every descriptor is unique by method and path', async () => {
    const all = await contractDescriptors();
    expect(all.size).toBeGreaterThan(10);
    for (const d of all.values()) {
      expect(d.path).toMatch(/^\/[\w/:-]+$/);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(d.method);
    }
  });
});
