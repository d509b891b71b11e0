// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Attributes whose text a person reads or a screen reader speaks, and a run of two letters (Latin
// or Arabic): the no-literal-texts rule below looks for literals of that kind.
const readAttributes =
  '/^(aria-(label|description|roledescription|valuetext|placeholder)|placeholder|title|alt|label|hint|heading|description|message|text|caption|legend|summary|tooltip|[a-z]+(Label|Text|Title|Message|Heading))$/';
const letters = '/[A-Za-z\\u0600-\\u06FF]{2}/';
/** Literal texts directly under `parent`: a string, a template's text, either branch of a ?: or ||. */
const literalTexts = (parent) => [
  `${parent} > Literal[value=${letters}]`,
  `${parent} > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
  `${parent} > ConditionalExpression > Literal[value=${letters}]`,
  `${parent} > LogicalExpression > Literal[value=${letters}]`,
];

// Web features are folders that never import one another (docs/decisions/111-shared-web-components.md,
// /work/shared/style.md): what two features share lives in components/, lib/ or the domain. The
// rule resolves every relative import (static, re-export or import(), stylesheets included) and
// reports one that lands in another feature's folder, at whatever depth either file sits.
const webFeatures = path.resolve(import.meta.dirname, 'packages/web/src/features');
/** The feature folder a file is in ('jobs'), or null outside packages/web/src/features. */
function featureOf(file) {
  const relative = path.relative(webFeatures, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}
/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "The {{own}} feature imports from the {{other}} feature's folder; move what both use to components/, lib/ or the domain.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    /** @param {any} node an import, export-from or import() */
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const other = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (other && other !== own) {
        context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// Server modules (issue 45, decision 175): the web's rule generalised. A feature (a folder under
// packages/server/src/features) imports another only through its public.ts and only if
// packages/server/modules.json lists it; platform folders (lib, db, queue, plugins) import no
// feature and only the platform folders listed for them; everything else (app.ts, seed, ops)
// reaches a feature through its public.ts. Exceptions of packages/server/modules.baseline.json
// are let through; src/moduleGraph.test.ts checks the same over the whole import graph.
const serverSource = path.resolve(import.meta.dirname, 'packages/server/src');
const serverModules = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, 'packages/server/modules.json'), 'utf8'),
);
const serverBaseline = new Set(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, 'packages/server/modules.baseline.json'),
      'utf8',
    ),
  ).exceptions.map((/** @type {{file: string, import: string}} */ e) => `${e.file} -> ${e.import}`),
);
const serverPlatform = new Set(Object.keys(serverModules.platform));
/** Where a file sits among the server's modules, or null outside packages/server/src. */
function serverPlaceOf(file) {
  const relative = path.relative(serverSource, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) {
    return { kind: 'feature', module: parts[1], rest: parts.slice(2).join('/'), relative };
  }
  if (parts.length > 1 && serverPlatform.has(parts[0])) {
    return { kind: 'platform', module: parts[0], relative };
  }
  return { kind: 'other', module: parts[0], relative };
}
/** @type {import('eslint').Rule.RuleModule} */
const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      notPublic:
        'Import the {{other}} module through its public.ts (features/{{other}}/public), not its {{rest}}.',
      undeclared:
        'The {{own}} module may not use {{other}}: add it to packages/server/modules.json if the list stays acyclic, or move what both use to lib/ or db/.',
      platformFeature:
        'The platform folder {{own}} imports the {{other}} feature: platform code never uses a feature (app.ts composes them).',
      platformOrder:
        'The platform folder {{own}} may not use {{other}} (packages/server/modules.json).',
    },
  },
  create(context) {
    const own = serverPlaceOf(context.filename);
    if (!own) return {};
    /** @param {any} node an import, export-from or import() */
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = serverPlaceOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.module === own.module) return;
      if (serverBaseline.has(`${own.relative.split(path.sep).join('/')} -> ${source.value}`))
        return;
      const data = { own: own.module, other: target.module, rest: target.rest };
      if (own.kind === 'platform') {
        if (target.kind === 'feature') {
          context.report({ node: source, messageId: 'platformFeature', data });
        } else if (
          target.kind === 'platform' &&
          !serverModules.platform[own.module].includes(target.module)
        ) {
          context.report({ node: source, messageId: 'platformOrder', data });
        }
        return;
      }
      if (target.kind !== 'feature') return;
      if (target.rest !== 'public' && target.rest !== 'public.ts') {
        context.report({ node: source, messageId: 'notPublic', data });
      } else if (
        own.kind === 'feature' &&
        !(serverModules.features[own.module] ?? []).includes(target.module)
      ) {
        context.report({ node: source, messageId: 'undeclared', data });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain is pure: no I/O, no server or web code (decisions.md section 1).
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http'], message: 'The domain package does no I/O.' },
            {
              group: ['@talentpool/server*', '@talentpool/web*'],
              message: 'Imports flow into the domain, never out.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@talentpool/web*'], message: 'Server and web never import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@talentpool/server*'], message: 'Server and web never import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'web/no-cross-feature-imports': 'error' },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { server: { rules: { 'module-boundaries': serverModuleBoundaries } } },
    rules: { 'server/module-boundaries': 'error' },
  },
  {
    // Issue 9: no user-facing literal in components; every text goes through t() in both
    // languages (docs/decisions/070-no-literal-texts.md). The plugin catches JSX text; the
    // selectors below catch literal texts in attributes a person reads or hears, literal
    // children in expressions, and literal toasts or dialogs.
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        ...[
          `JSXAttribute[name.name=${readAttributes}] > Literal[value=${letters}]`,
          ...literalTexts(`JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer`),
        ].map((selector) => ({
          selector,
          message: 'User-facing attribute text must come from t() (locales in en and ar).',
        })),
        ...literalTexts(':matches(JSXElement, JSXFragment) > JSXExpressionContainer').map(
          (selector) => ({
            selector,
            message: 'Text shown to a person must come from t() (locales in en and ar).',
          }),
        ),
        ...[
          'CallExpression[callee.object.name=/^(notify|toast)$/]',
          'CallExpression[callee.name=/^(toast|alert|confirm|prompt)$/]',
          'CallExpression[callee.property.name=/^(alert|confirm|prompt)$/]',
        ].map((call) => ({
          selector: `${call} > :matches(Literal[value=${letters}], TemplateLiteral[quasis.0.value.raw=${letters}]):first-child`,
          message: 'Messages shown to a person must come from t() (locales in en and ar).',
        })),
      ],
    },
  },
  prettier,
);
