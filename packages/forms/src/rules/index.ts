/** The rules entry point: schemas and messages, no React, no DOM. Imported by the API and the web app alike. */
export * from './accounts';
export * from './auth';
export * from './codes';
export * from './confirm';
export * from './entity';
export * from './errors';
export * from './exchangeRates';
export * from './exportSettings';
export * from './fields';
export * from './messages';
export * from './normalize';
export * from './notes';
export * from './onboarding';
export * from './password';
export * from './sdgs';
export * from './statement';
export * from './users';
