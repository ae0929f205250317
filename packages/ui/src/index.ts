export * from './components/Button';
export { vars } from './theme/contract.css';
export { lightTheme } from './theme/light.css';
