export * from './settings';
export * from './words';
