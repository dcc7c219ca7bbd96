/** Unit tests for the storefront. Browser journeys in e2e/ run through e2e/run.mjs instead. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.mjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  clearMocks: true,
  restoreMocks: true,
};
