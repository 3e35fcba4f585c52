/**
 * The address of a route: an area's base and the route's path as its route table writes it, with its
 * `:name` segments filled in (URI-encoded). Imports nothing, so the areas' paths.ts may use it.
 */
export function routeHref(base: string, path: string, params: Readonly<Record<string, string>> = {}): string {
  const filled = path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
  return filled ? `${base}/${filled}` : base;
}
