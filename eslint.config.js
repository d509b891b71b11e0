// @ts-check
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
