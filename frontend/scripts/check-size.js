#!/usr/bin/env node
/* First-load budget (issue 8, section 6; docs/architecture.md, "First-load budget").
 *
 * Measures, in gzipped bytes of JavaScript:
 *   - the first load: every <script src> of the built index.html (the vendor chunks and
 *     main, with webpack's runtime). This is what the browser must fetch and run before
 *     anything else can start; the build's stats must list the same files for the `main`
 *     entrypoint, so it also covers whatever the entry imports eagerly. Budget: 170 KB.
 *   - each first screen: the first load plus the lazy chunks of that screen's layout and
 *     page (their webpack chunk groups, every shared chunk included), i.e. /sign-in for a
 *     visitor and / for a signed-in member. The router starts these together once the
 *     entry runs (preloadRoute in src/app/router.tsx). Each has a ceiling, so a screen
 *     cannot grow unnoticed.
 * Sizes are gzip level 9, as WhiteNoise serves them (CompressedStaticFilesStorage); KB is
 * 1000 bytes. CSS and fonts are not counted.
 *
 * Usage: node frontend/scripts/check-size.js [--dist DIR] [--stats FILE] [--budget KB]
 * Reads DIR/index.html (default frontend/dist) and FILE (default frontend/build-stats.json,
 * written by `npm run build`). Exit status 1 when a load is over its budget, 2 on error.
 */
'use strict';

const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

/** web.dev's budget for a fast first load on a mid-range phone. */
const FIRST_LOAD_BUDGET_KB = 170;

/**
 * The screens a first visit lands on, by the chunk groups the router loads for them (the
 * `webpackChunkName` of each lazy import in src/app/router.tsx), each with a ceiling a
 * little above its size when the budget was set. A name missing from the build's stats
 * fails the check, so a renamed chunk cannot drop out of the measure.
 */
const FIRST_SCREENS = [
  { name: '/sign-in (visitor)', chunkGroups: ['layout-public', 'page-sign-in'], budgetKb: 265 },
  { name: '/ (signed-in member)', chunkGroups: ['layout-app', 'page-home'], budgetKb: 255 },
];

class CheckError extends Error {}

/** Script files of index.html, relative to the output directory (publicPath stripped). */
function indexScripts(indexHtml, publicPath) {
  const files = [];
  for (const match of indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    const src = match[1];
    if (!src.startsWith(publicPath)) throw new CheckError(`index.html loads ${src} from outside ${publicPath}`);
    files.push(src.slice(publicPath.length));
  }
  if (files.length === 0) throw new CheckError('index.html loads no script');
  return files;
}

/**
 * Every load with its files, gzipped sizes and budget (all in bytes).
 * @returns {{name: string, budget: number, size: number, files: {file: string, size: number}[]}[]}
 */
function measure({ dist, stats: statsFile, firstLoadBudgetKb = FIRST_LOAD_BUDGET_KB, screens = FIRST_SCREENS }) {
  const indexFile = path.join(dist, 'index.html');
  for (const file of [indexFile, statsFile]) {
    if (!fs.existsSync(file)) throw new CheckError(`${file} is missing: run \`npm run build\` first`);
  }
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const entry = indexScripts(fs.readFileSync(indexFile, 'utf8'), stats.publicPath);

  const statsEntry = ((stats.entrypoints || {}).main || []).filter((file) => file.endsWith('.js'));
  if (statsEntry.length !== entry.length || !statsEntry.every((file) => entry.includes(file))) {
    throw new CheckError(
      `index.html loads ${entry.join(', ')} but the entry's chunks are ${statsEntry.join(', ')}: ` +
        'are index.html and build-stats.json from the same build?',
    );
  }

  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      const bytes = fs.readFileSync(path.join(dist, file));
      gzipped.set(file, zlib.gzipSync(bytes, { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  const load = (name, files, budgetKb) => {
    const sized = files.map((file) => ({ file, size: sizeOf(file) }));
    return { name, budget: budgetKb * 1000, size: sized.reduce((sum, f) => sum + f.size, 0), files: sized };
  };

  const loads = [load('first load (index.html scripts)', entry, firstLoadBudgetKb)];
  for (const screen of screens) {
    const files = new Set(entry);
    for (const group of screen.chunkGroups) {
      const groupFiles = (stats.chunkGroups || {})[group];
      if (!groupFiles) throw new CheckError(`the build has no chunk group "${group}" (needed for ${screen.name})`);
      groupFiles.filter((file) => file.endsWith('.js')).forEach((file) => files.add(file));
    }
    loads.push(load(`${screen.name}: first load + ${screen.chunkGroups.join(' + ')}`, [...files], screen.budgetKb));
  }
  return loads;
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function report(loads, log = console.log) {
  log('JavaScript per load, gzip -9:');
  for (const { name, budget, size, files } of loads) {
    log(`  ${size <= budget ? 'ok  ' : 'OVER'} ${kb(size).padStart(9)} of ${kb(budget).padStart(9)}  ${name}`);
    for (const file of files) log(`  ${kb(file.size).padStart(14)}  ${file.file}`);
  }
  return loads.filter((l) => l.size > l.budget);
}

function parseArgs(argv) {
  const root = path.resolve(__dirname, '..');
  const args = { dist: path.join(root, 'dist'), stats: path.join(root, 'build-stats.json') };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new CheckError(`${flag} needs a value`);
    if (flag === '--dist') args.dist = path.resolve(value);
    else if (flag === '--stats') args.stats = path.resolve(value);
    else if (flag === '--budget') args.firstLoadBudgetKb = Number(value);
    else throw new CheckError(`unknown option ${flag}`);
  }
  if (args.firstLoadBudgetKb !== undefined && !(args.firstLoadBudgetKb > 0)) {
    throw new CheckError('--budget must be a positive number of KB');
  }
  return args;
}

function main() {
  try {
    const over = report(measure(parseArgs(process.argv.slice(2))));
    for (const { name, size, budget } of over) {
      console.error(`Over budget: ${name} is ${kb(size)} gzipped, more than ${kb(budget)}.`);
    }
    process.exitCode = over.length ? 1 : 0;
  } catch (error) {
    if (!(error instanceof CheckError)) throw error;
    console.error(`check-size: ${error.message}`);
    process.exitCode = 2;
  }
}

if (require.main === module) main();

module.exports = { measure, FIRST_LOAD_BUDGET_KB, FIRST_SCREENS };
