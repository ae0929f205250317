export { FieldDescription, FieldError, type FieldErrorProps, FieldLabel, type FieldProps } from '../Field';
export { Form, type FormProps } from './Form';
