export { UIProvider, type UIProviderProps } from './UIProvider';
