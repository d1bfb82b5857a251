// Import boundaries of the SPA (docs/frontend.md, "Boundaries"), in the style of
// bulletproof-react: features never import each other, shared code never imports a feature
// or the app, and the app composes features. Only this rule runs here; type checking is
// `tsc --noEmit` and formatting is the editor's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import importPlugin from 'eslint-plugin-import';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontend = path.resolve(here, '..');
const features = readdirSync(path.join(frontend, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  // A feature imports no other feature: what two features share moves to components/ or lib/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to src/components or src/lib.',
  })),
  // Shared code knows no feature.
  {
    target: ['./src/components', './src/lib'],
    from: './src/features',
    message: 'Shared code (components, lib) must not import a feature.',
  },
  // Nor the app, except the store's typed hooks (in tests, the store itself).
  {
    target: ['./src/components', './src/lib'],
    from: './src/app',
    except: ['./store.ts'],
    message: 'Shared code (components, lib) must not import the app shell.',
  },
  // Features take the typed store hooks from the app, nothing else;
  // their integration tests may mount the app's routes.
  {
    target: './src/features',
    from: './src/app',
    except: ['./store.ts', './router.tsx'],
    message: 'Features must not import the app shell (layouts, guards, router).',
  },
];

// A module that builds zod schemas must import '@/lib/zodSetup' first: without it zod probes
// `new Function`, which the Content-Security-Policy reports as an eval violation
// (tests/e2e/test_csp.py).
const zodSetupFirst = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (context.filename.endsWith(`${path.sep}lib${path.sep}zodSetup.ts`)) return {};
    const imports = [];
    return {
      ImportDeclaration(node) {
        imports.push(node);
      },
      'Program:exit'() {
        const zod = imports.find((node) => node.source.value === 'zod');
        if (!zod) return;
        const setup = imports.findIndex((node) => node.source.value === '@/lib/zodSetup');
        if (setup === -1 || setup > imports.indexOf(zod)) {
          context.report({ node: zod, message: "Import '@/lib/zodSetup' before 'zod' (CSP: no eval)." });
        }
      },
    };
  },
};

export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaFeatures: { jsx: true }, sourceType: 'module' },
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { import: importPlugin, local: { rules: { 'zod-setup-first': zodSetupFirst } } },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: path.join(frontend, 'tsconfig.json') } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: frontend, zones }],
      'local/zod-setup-first': 'error',
    },
  },
];
