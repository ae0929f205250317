// Theme: one contract, the light theme, sprinkles, tokens and the bundled Khmer font.
export * from './theme';
// Language: strings of the components, Intl formatting helpers.
export * from './i18n';
export * from './components/UIProvider';
export * from './components/Icon';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/Field';
export * from './components/Form';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/NumberField';
export * from './components/AmountField';
export * from './components/SearchField';
export * from './components/Popover';
export * from './components/Select';
export * from './components/ComboBox';
export * from './components/Checkbox';
export * from './components/CheckboxGroup';
export * from './components/RadioGroup';
export * from './components/YesNoQuestion';
export * from './components/Switch';
export * from './components/DatePicker';
export * from './components/DateRangePicker';
export * from './components/CodeInput';
export * from './components/FileDrop';
