export { type AmountCurrency, AmountField, type AmountFieldProps, amountCurrencies } from './AmountField';
