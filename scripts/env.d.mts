// Types for the parts of env.mjs that TypeScript files (playwright.config.ts, tests) import.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
