import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Two cores: browser tests run faster in series, and builds share the CPU.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    globalSetup: ['./tests/support/global-setup.ts'],
  },
});
