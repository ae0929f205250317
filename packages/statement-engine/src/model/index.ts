export * from './types';
export * from './defaults';
