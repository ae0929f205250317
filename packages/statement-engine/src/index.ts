/** @dfr/statement-engine: pure TypeScript, no React, no DOM, no Node built-ins (the CLI aside). */
export * from './chart';
export * from './csv';
export * from './currency';
export * from './deadline';
export * from './demo';
export * from './errors';
export * from './import';
export * from './lifecycle';
export * from './manual';
export * from './model';
export * from './ratios';
export * from './rounding';
export * from './statements';
export * from './taxonomy';
export * from './validation';
export * from './xlsx';
export * from './xbrl';
