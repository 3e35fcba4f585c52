/**
 * The app itself, loaded by the entry (main.tsx) once index.html lets it start: the area registry, the
 * router and React's first render.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { loadAreas } from '@/app/areas';
import { areasFor, buildRoutes, createAppRouter } from '@/app/router';
import type { AreaDef } from '@/app/route-types';
import { connectCapacitorShell } from '@/lib/native-app';
import { nextTask } from '@/lib/next-task';

// Inside a Capacitor shell: app mode, the hardware back button and the exit call (docs/native-shell.md).
connectCapacitorShell();

/**
 * Loads the first page's lazy modules (its area's shell, the page), each started in a task of its own,
 * before the router starts. The router would start them all in its first navigation, and the modules
 * index.html has preloaded would then be evaluated (with the bundler's stylesheet links for them) in that
 * one task, the longest of a phone's start. Modules still on the network load in parallel as before; a
 * failure is left to the router, which loads them again.
 */
async function loadFirstPage(areas: AreaDef[], path: string): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(buildRoutes(areasFor(areas, path)), path) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    loading.push(route.lazy().catch(() => undefined));
    await nextTask();
  }
  await Promise.all(loading);
}

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void loadAreas().then(async (areas) => {
    // The first page's modules, then the router, each in tasks of their own (after the app's evaluation).
    await nextTask();
    await loadFirstPage(areas, window.location.hash.slice(1));
    await nextTask();
    const router = createAppRouter(areas);
    // A transition: React renders the first page in slices that let the browser paint and answer taps
    // in between, instead of one long task on a slow phone.
    const render = () =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        ),
      );
    // Until the first page's code is there, index.html's placeholder (or the first screen it drew for a
    // phone home, ui/mobile/first-screen.ts) stays: React's first paint is then the page itself, not its
    // loading state in between.
    if (router.state.initialized) render();
    else {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        render();
      });
    }
  });
}
