/** Unit tests: jest 30 + @swc/jest + jest-fixed-jsdom (jsdom with fetch/TextEncoder). */
const os = require('node:os');

const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/test/styleStub.js',
    '\\.(woff2?|png|svg|jpe?g|webp)$': '<rootDir>/test/fileStub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  // A safety net against a hung test, not a budget: most tests take well under a second of
  // CPU, the longest (the creation wizard) a few; on a machine whose cores are all busy with
  // other work a test may get a fifth of a core. Above the 15 s of findBy/waitFor
  // (test/setupTests.ts), so a slow wait reports its own cause.
  testTimeout: 60_000,
  // jest's default is one worker per core but one: a 2-core laptop then runs one file at a
  // time while the main process mostly waits. Two at least.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  clearMocks: true,
  restoreMocks: true,
};
