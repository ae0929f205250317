// Functions and natures of expense by name, for the charts that measure the mapping assistant: `X(ADMIN, RENT)` is
// the function × nature concept (`dfr:AdministrativeExpenseRent`) an expense account posts to.
import { EXPENSE_FUNCTIONS, EXPENSE_NATURES, matrixConcept } from '../../taxonomy';

const I = 'ifrs-full:';
const fn = (name: string) => EXPENSE_FUNCTIONS.findIndex(([n]) => n === name);
const nature = (name: string) => EXPENSE_NATURES.findIndex(([n]) => n === `${I}${name}`);

export const COS = fn(`${I}CostOfSales`);
export const SELL = fn(`${I}DistributionCosts`);
export const ADMIN = fn(`${I}AdministrativeExpense`);
export const PROGRAMME = fn('dfr:ProgrammeExpense');
export const FUNDRAISING = fn('dfr:FundraisingExpense');
export const OTHER = fn(`${I}OtherExpenseByFunction`);

export const GOODS = nature('RawMaterialsAndConsumablesUsed');
export const STAFF = nature('EmployeeBenefitsExpense');
export const DEPR = nature('DepreciationAndAmortisationExpense');
export const RENT = nature('ExpenseRelatingToShorttermLeases');
export const UTILITIES = nature('UtilitiesExpense');
export const REPAIRS = nature('RepairsAndMaintenanceExpense');
export const TRANSPORT = nature('TransportationExpense');
export const TRAVEL = nature('TravelExpense');
export const COMMUNICATION = nature('CommunicationExpense');
export const ADVERTISING = nature('AdvertisingExpense');
export const PROFESSIONAL = nature('ProfessionalFeesExpense');
export const INSURANCE = nature('InsuranceExpense');
export const BANK = nature('BankAndSimilarCharges');
export const TAXES = nature('TaxExpenseOtherThanIncomeTaxExpense');
export const MISC = nature('OtherExpenseByNature');

export const X = (f: number, n: number) => matrixConcept(f, n);
