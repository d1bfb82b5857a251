#!/usr/bin/env node
/**
 * The SPA's API client is generated from the OpenAPI schema (issue 8.2):
 *   node frontend/scripts/api-client.mjs generate   writes src/lib/api/generated/*.ts
 *   node frontend/scripts/api-client.mjs check      fails when those files differ from what
 *                                                   the current schema generates (drift)
 * The schema comes from `manage.py spectacular` on the test settings (deterministic).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const targetDir = path.join(root, 'frontend/src/lib/api/generated');
const HEADER = [
  '/* eslint-disable */',
  '// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:',
  '// change the backend serializers, then regenerate. Cache tags and transforms live in the',
  '// features (enhanceEndpoints).',
  '',
].join('\n');

/** Generates every area file into `outDir`; returns {file name: text}. */
function generate(outDir) {
  const work = mkdtempSync(path.join(tmpdir(), 'api-client-'));
  try {
    const schemaFile = path.join(work, 'schema.json');
    execFileSync(
      process.env.PYTHON ?? path.join(root, '.venv/bin/python'),
      ['manage.py', 'spectacular', '--settings=config.settings.test', '--format', 'openapi-json', '--file', schemaFile],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    // The base query already points at /api (lib/api/baseQuery.ts): endpoints use the
    // paths below it, as the hand-written ones did.
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
    schema.paths = Object.fromEntries(
      Object.entries(schema.paths).map(([route, item]) => [route.replace(/^\/api(?=\/)/, ''), item]),
    );
    writeFileSync(schemaFile, JSON.stringify(schema));
    const rawDir = path.join(work, 'out');
    mkdirSync(rawDir);
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/@rtk-query/codegen-openapi/lib/bin/cli.mjs'), path.join(here, 'openapi-config.cjs')],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, API_SCHEMA_FILE: schemaFile, API_OUTPUT_DIR: rawDir },
      },
    );
    const files = {};
    for (const name of readdirSync(rawDir).sort()) {
      const text = readFileSync(path.join(rawDir, name), 'utf8');
      // An area without operations (`other` when every operation is claimed) is left out.
      if (text.includes('endpoints: (build) => ({})')) continue;
      // The import of the base api is written relative to where the file was generated;
      // fix it so a check in a temporary folder produces the same text.
      files[name] =
        HEADER +
        readFileSync(path.join(rawDir, name), 'utf8').replace(
          /^import \{ baseApi as api \} from ".*";$/m,
          'import { baseApi as api } from "../baseApi";',
        );
    }
    if (outDir) {
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(outDir, name), text);
    }
    return files;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function committedFiles() {
  if (!existsSync(targetDir)) return {};
  return Object.fromEntries(
    readdirSync(targetDir)
      .sort()
      .map((name) => [name, readFileSync(path.join(targetDir, name), 'utf8')]),
  );
}

const mode = process.argv[2];
if (mode === 'generate') {
  const files = generate(targetDir);
  console.log(`Wrote ${Object.keys(files).length} files to ${path.relative(root, targetDir)}`);
} else if (mode === 'check') {
  const fresh = generate(null);
  const committed = committedFiles();
  const names = [...new Set([...Object.keys(fresh), ...Object.keys(committed)])].sort();
  const differing = names.filter((name) => fresh[name] !== committed[name]);
  if (differing.length) {
    console.error(
      `The generated API client (${path.relative(root, targetDir)}) does not match the API schema: ` +
        `${differing.join(', ')} differ.\n` +
        'The backend contract changed: run `npm run api:generate`, fix what `npm run typecheck` ' +
        'then reports in the SPA, and commit the regenerated files.',
    );
    process.exitCode = 1;
  } else {
    console.log('The generated API client matches the schema.');
  }
} else {
  console.error('usage: api-client.mjs generate|check');
  process.exitCode = 2;
}
