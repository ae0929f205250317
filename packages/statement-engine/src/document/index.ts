export * from './format';
export * from './settings';
export * from './words';
