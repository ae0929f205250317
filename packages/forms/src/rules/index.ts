/** The rules entry point: schemas and messages, no React, no DOM. Imported by the API and the web app alike. */
export * from './confirm';
