// The concepts the later tuning charts (the seventeenth round on) name most often, written once.
import { I } from '../../__heldout__/rows';

export const CASH = `${I}CashAndCashEquivalents`;
export const TRADE_REC = `${I}CurrentTradeReceivables`;
export const OTHER_REC = `${I}OtherCurrentReceivables`;
export const ADV_SUPPLIERS = `${I}CurrentAdvancesToSuppliers`;
export const TRADE_PAY = `${I}TradeAndOtherCurrentPayablesToTradeSuppliers`;
export const OTHER_TAXES = `${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`;
export const STAFF_ACCRUED = `${I}ShorttermEmployeeBenefitsAccruals`;
export const GOODS_SALES = `${I}RevenueFromSaleOfGoods`;
export const SERVICES = `${I}RevenueFromRenderingOfServices`;
export const FX = `${I}GainsLossesOnExchangeDifferencesOnTranslationRecognisedInProfitOrLoss`;
