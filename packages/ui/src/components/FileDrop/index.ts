export { FileDrop, type FileDropProps } from './FileDrop';
