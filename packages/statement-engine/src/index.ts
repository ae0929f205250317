/** @dfr/statement-engine: pure TypeScript, no React, no DOM, no Node built-ins (the CLI aside). */
export * from './errors';
export * from './model';
export * from './validation';
