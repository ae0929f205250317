export { KhqrCard, type KhqrCardProps } from './KhqrCard';
