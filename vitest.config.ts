import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: [
      'tests/machines/**/*.test.ts',
      'tests/views/**/*.test.tsx',
      'tests/model/**/*.test.tsx',
      'tests/unit/**/*.test.ts',
    ],
    globalSetup: ['tests/temp-dir.ts'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
});
