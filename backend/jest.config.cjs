// Unit tests live beside the code (*.spec.ts); integration tests in test/ (*.e2e-spec.ts).
// Nest 12 ships as ES modules, so those packages are compiled to CommonJS for Jest by SWC,
// which also compiles our TypeScript (type checking is `npm run typecheck`'s job).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  // Each integration suite boots the whole shop on a fresh database: allow for a busy machine.
  testTimeout: 60_000,
  // Two suites at a time even on two cores (Jest's default there is one): each spends much of
  // its time waiting on PostgreSQL, Redis and the shop it boots, so the suite takes about 60%
  // as long (363 s -> 219 s on a 2-core machine).
  maxWorkers: 2,
  // The fuzz suite first even without timings of an earlier run (see the sequencer).
  testSequencer: '<rootDir>/test/longest-first.sequencer.cjs',
  // The embedded database's template (see test/global-setup.ts); the e2e suite's HTTP traffic
  // goes through Stoplight Prism (test/prism/gate.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/prism/global-teardown.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@electric-sql|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@fastify/static|content-disposition|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|light-my-request|cookie)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};
