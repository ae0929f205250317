export { Button, type ButtonProps, buttonSizes, buttonVariants } from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
