/**
 * The app itself, loaded by the entry (main.tsx) once index.html lets it start: the area registry, the
 * router and React's first render.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadAreas } from '@/app/areas';
import { createAppRouter } from '@/app/router';
import { connectCapacitorShell } from '@/lib/native-app';
import { nextTask } from '@/lib/next-task';

// Inside a Capacitor shell: app mode, the hardware back button and the exit call (docs/native-shell.md).
connectCapacitorShell();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void loadAreas().then(async (areas) => {
    // The route table is built in a task of its own (after the modules' evaluation).
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
