// One ESLint config for the monorepo: TypeScript's recommended rules everywhere, React hook rules
// in the web app. Each project's `lint` target runs it over its own files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/test-results/**', '.tmp/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Tests and RPC payload plumbing legitimately handle untyped JSON.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Jest configs are CommonJS by Jest's convention.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The gateway runs without a database or queues: service-kit's edge entry point keeps TypeORM
    // and BullMQ out of its memory (bench/README.md, "Memory").
    files: ['services/gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@civic/service-kit', message: "Import '@civic/service-kit/edge' in the gateway." }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
