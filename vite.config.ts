import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// effector's babel plugin gives every store, event and farfetched query a stable sid,
// without which `serialize()` on the server returns nothing to hydrate.
export default defineConfig({
  plugins: [
    react(),
    babel({
      include: /src\/.*\.[jt]sx?$/,
      plugins: [['effector/babel-plugin', { factories: ['@farfetched/core', 'patronum', './src/platform/request'], addLoc: false }]],
    }),
  ],
  build: {
    manifest: true,
    cssCodeSplit: false,
    target: 'es2022',
    assetsDir: 'assets',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  ssr: { noExternal: ['effector-react', '@farfetched/core'] },
});
