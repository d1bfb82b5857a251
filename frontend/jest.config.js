/** Unit tests: jest 30 + @swc/jest + jest-fixed-jsdom (jsdom with fetch/TextEncoder). */
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
  // A safety net for a loaded machine, above the 10 s of findBy*/waitFor (test/setupTests.ts):
  // the tests themselves take well under a second each.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};
