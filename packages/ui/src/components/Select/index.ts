export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './NativeSelect';
export { Select, SelectItem, type SelectOption, type SelectProps } from './Select';
