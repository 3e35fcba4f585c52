import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

// `vite build` makes the full build (dist/); `vite build --mode market` the market-only build (dist-market/),
// in which import.meta.env.MODE === 'market' lets the bundler drop every area but app-market and help.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: mode === 'market' ? 'dist-market' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/pm-api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
