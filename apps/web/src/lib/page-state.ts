/**
 * The page's own ready state, for tests and tools that drive a real browser: while the router loads a
 * route, a page's code is still suspended, or a query is fetching, the page is busy; once none of these
 * holds through two tasks, `<html data-pm-ready="<path>">` names the address that is ready (the router's
 * path and query). A driver waits for the attribute to name the address it opened instead of waiting
 * for time. No dependency: the router's root layout, the query client and the loading fallback report here.
 */
let routerBusy = true;
let routerPath = '';
let fetching = 0;
let suspended = 0;
let version = 0;

function busy(): boolean {
  return routerBusy || fetching > 0 || suspended > 0;
}

function update(): void {
  if (typeof document === 'undefined') return;
  version += 1;
  const root = document.documentElement;
  if (busy()) {
    delete root.dataset.pmReady;
    return;
  }
  const mine = version;
  // Two tasks: a page mounted in this task starts its queries in its effects, which run before them.
  setTimeout(() => {
    if (mine !== version || busy()) return;
    setTimeout(() => {
      if (mine !== version || busy()) return;
      root.dataset.pmReady = routerPath;
    }, 0);
  }, 0);
}

/** The router: whether it is loading a route, and the address it shows. */
export function reportRoute(loading: boolean, path: string): void {
  if (routerBusy === loading && routerPath === path) return;
  routerBusy = loading;
  routerPath = path;
  update();
}

/** The query client: how many queries are fetching. */
export function reportFetching(count: number): void {
  if (fetching === count) return;
  fetching = count;
  update();
}

/** A loading fallback mounted (+1) or unmounted (-1): the page's code is not there yet. */
export function reportSuspended(delta: 1 | -1): void {
  suspended = Math.max(0, suspended + delta);
  update();
}
