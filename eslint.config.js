import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** A view file is named for what it exports: `faq-list.tsx` exports `FaqList`. */
const namedForExport = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename.split(/[\\/]/).pop().split('.')[0];
    const names = [];
    return {
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (declaration?.id) names.push(declaration.id.name);
        for (const d of declaration?.declarations ?? []) names.push(d.id.name);
        for (const s of node.specifiers) names.push(s.exported.name);
      },
      ExportDefaultDeclaration(node) {
        if (node.declaration.id) names.push(node.declaration.id.name);
      },
      'Program:exit'(program) {
        if (!names.some((name) => kebab(name) === file))
          context.report({ node: program, message: `${file}.tsx exports nothing named ${file}.` });
      },
    };
  },
};

const noReact = {
  group: [
    'react',
    'react-dom',
    'react-dom/*',
    '@xstate/react',
    'react-i18next',
    'react-router-dom',
    'react-hot-toast',
  ],
  message: 'This room stays framework-free: React lives in src/views.',
};
const noViews = {
  group: ['**/views/**', '../views/*', '**/seo/**', '../seo/*'],
  message: 'Imports flow data/i18n → machines and seo → views.',
};
/** Views in layers: theme ← ui ← components ← layout and pages; none imports one above it. */
const above = (...layers) => ({
  group: layers.map((layer) => `**/${layer}/*`),
  message: 'Views import down only: theme ← ui ← components ← layout and pages.',
});
const viewLayers = [
  ['theme', ['ui', 'components', 'layout', 'pages']],
  ['ui', ['components', 'layout', 'pages']],
  ['components', ['layout', 'pages']],
  ['layout', ['pages']],
  ['pages', ['layout']],
];
const noMachines = {
  group: ['**/machines/**', '../machines/*'],
  message: 'Imports flow data/i18n → machines → views.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-drafts',
      'dist-bench',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench',
      'src/data/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // One file-naming convention: kebab-case files and folders, named for what they export.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/views/**/*.tsx'],
    plugins: { local: { rules: { 'named-for-export': namedForExport } } },
    rules: { 'local/named-for-export': 'error' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Runs in the content manager's page (built into dist/admin/guard.js).
  { files: ['scripts/cms/guard.ts'], languageOptions: { globals: { ...globals.browser } } },
  {
    // Machine tests use XState's public API only: nothing underscored, no __unsafe_* export.
    files: ['tests/model/**', 'tests/machines/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^_/]',
          message: 'An internal: use a public API.',
        },
        {
          selector: 'ImportSpecifier[imported.name=/^__unsafe/]',
          message: 'An internal: use a public API.',
        },
      ],
    },
  },
  {
    files: ['src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            noViews,
            noMachines,
            { group: ['**/i18n/**'], message: 'data is the first room.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noViews, noMachines] }] },
  },
  {
    files: ['src/machines/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noViews] }] },
  },
  {
    // Colours are roles in the theme's tokens: a literal elsewhere would escape a change of palette.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/views/theme/tokens.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/#[0-9a-fA-F]{3,8}\\b|\\b(rgb|hsl)a?\\(/]`,
          message: 'A colour belongs in src/views/theme/tokens.ts: use a role of vars.color.',
        })),
      ],
    },
  },
  {
    files: ['src/seo/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noViews, noMachines] }] },
  },
  ...viewLayers.map(([layer, higher]) => ({
    files: [`src/views/${layer}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [above(...higher)] }] },
  })),
);
