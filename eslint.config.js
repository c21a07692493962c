// One lint setup for every part: typescript-eslint's recommended rules, no type information
// (keeps lint fast and independent of the TypeScript compiler API).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'contracts/pacts/**', 'e2e/output/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
