import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Issue 11 (decision 099): every text file of the build also written as .br and .gz, so the
 * server sends them compressed without compressing per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'talentpool-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = entries.filter(
        (entry) => entry.isFile() && /\.(js|css|html|svg|json|txt)$/.test(entry.name),
      );
      await Promise.all(
        texts.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const body = await readFile(file);
          if (body.length < 1024) return;
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
