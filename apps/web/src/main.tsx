import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadAreas } from '@/app/areas';
import { createAppRouter } from '@/app/router';
import { connectCapacitorShell } from '@/lib/native-app';

// Inside a Capacitor shell: app mode, the hardware back button and the exit call (docs/native-shell.md).
connectCapacitorShell();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  void loadAreas().then((areas) => {
    const router = createAppRouter(areas);
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
