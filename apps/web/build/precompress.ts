import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; fonts (woff2), images and archives already are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of
 * `dir`, each only when smaller than the file itself; the server sends them by Accept-Encoding. Returns
 * the sizes: original, brotli and gzip bytes over the compressed files.
 */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  // The zlib calls run on libuv's thread pool, so starting them all at once uses every core.
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.raw += data.length;
      totals.br += Math.min(br.length, data.length);
      totals.gz += Math.min(gz.length, data.length);
    }),
  );
  return totals;
}

/** Vite plugin: precompresses the build's output once the bundle is written (build only). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pm-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const t = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      config.logger.info(
        `precompressed ${t.files} files: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`,
      );
    },
  };
}
