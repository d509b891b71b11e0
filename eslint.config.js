// @ts-check
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
