export { FieldDescription, FieldError, type FieldErrorProps, FieldLabel, type FieldProps } from './Field';
