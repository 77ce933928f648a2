import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  define: {
    __BUILD_ID__: JSON.stringify(process.env.POSBELGE_BUILD_ID ?? 'dev'),
    __APP_VERSION__: JSON.stringify('25.10.1-alpha.2'),
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/internal': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/internal': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The web bench reads it to tell the first load's chunks from the screens' own.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router are on every page and change less often than our code: their own
        // chunk stays cached across releases. Other libraries go with the screens that use them
        // (a catch-all vendor chunk would pull every screen's libraries into the first load).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
});
