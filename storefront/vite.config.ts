import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API, uploaded images and the built-in payment sandbox all live on the backend. The Host
// header is kept, so the API's CSRF check sees the page's own origin for cookie-signed writes.
const backend = 'http://localhost:3000';
const backendPaths = Object.fromEntries(
  ['/api', '/uploads', '/sandbox'].map((path) => [path, { target: backend, changeOrigin: false }]),
);

// The libraries every page needs get their own long-lived files, so a new release of the shop
// does not make returning visitors download React again. Anything else from node_modules (a
// chart library, say) stays with the lazy screen that uses it.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/ },
  {
    name: 'redux',
    test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
  },
  {
    name: 'styled',
    test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/,
  },
];

/** The chunks of the first download: the vendor groups, the runtime and the API client. */
const FIRST_LOAD_CHUNK = new RegExp(
  `^assets/(${[...vendorGroups.map((group) => group.name), 'rolldown-runtime', 'baseApi', 'generated'].join('|')})-`,
);

// The dashboard's admin screens are named apart, and their import lists left out of the entry: a
// shopper's first download need not name every file of the back office; an admin's first visit to
// such a screen fetches the few parts it shares after the screen itself.
const ADMIN_SCREEN = /^assets\/admin-/;

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: backendPaths },
  // @decor-shop/india is CommonJS from this repository: the dev server turns it into a module.
  optimizeDeps: { include: ['@decor-shop/india'] },
  preview: { port: 4173, proxy: backendPaths },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the first download.
    modulePreload: {
      polyfill: false,
      // index.html preloads the entry's own chunks, so they are loaded before any screen is asked
      // for: naming them again among every lazy screen's dependencies only lengthens the entry.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType !== 'js' ? deps : ADMIN_SCREEN.test(file) ? [] : deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/features/admin/')
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
