import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every source file under frontend/src (tests excluded). */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('zodSetup', () => {
  // A module that builds zod schemas without it makes zod probe `new Function`, which the
  // Content-Security-Policy reports as an eval violation (tests/e2e/test_csp.py).
  it('is imported first by every module that imports zod', () => {
    const root = join(__dirname, '..');
    const missing = sources(root).filter((path) => {
      const text = readFileSync(path, 'utf8');
      return /from 'zod'/.test(text) && !path.endsWith('zodSetup.ts') && !text.includes("import '@/lib/zodSetup';");
    });
    expect(missing).toEqual([]);
  });
});
