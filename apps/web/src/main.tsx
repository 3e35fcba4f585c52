import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadAreas } from '@/app/areas';
import { createAppRouter } from '@/app/router';

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
