// Unit tests of the bench's own arithmetic, beside the code (*.spec.ts), compiled by SWC as the
// backend's are (type checking is `npm run typecheck`'s job).
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
