import { defineConfig } from 'tsup';

export default defineConfig([
  { entry: { index: 'src/index.ts' }, format: ['esm'], dts: true, clean: true, sourcemap: true, target: 'es2022' },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
