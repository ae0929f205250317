/**
 * A third framework, declared outside the engine through its public API only: a (fictional) central bank's framework
 * for microfinance institutions. On the engine's IFRS core (the CRFRF's statement rules) it adds its own concepts in
 * its own namespace (loans to customers, interest income on loans), places them in the statements, renames two lines
 * in English and Khmer, brings its own validation rule and its own chart of accounts.
 */
import {
  type ChartOfAccounts,
  type Concept,
  defaultChart,
  defineFramework,
  type Framework,
  type Network,
  type PresentationNode,
  type ValidationRule,
  VALIDATION_RULES,
} from '@dfr/statement-engine';

export const MFI_NAMESPACE = 'https://nbc.example/taxonomy/2026/mfi';
export const LOANS = 'mfi:LoansToCustomers';
export const INTEREST = 'mfi:InterestIncomeOnLoans';

const concepts: Concept[] = [
  {
    name: LOANS,
    label: { en: 'Loans to customers', kh: 'ឥណទានផ្តល់ដល់អតិថិជន' },
    documentation: {
      en: 'Gross loans outstanding to microfinance customers, less the allowance for losses.',
      kh: 'ឥណទានសរុបដែលនៅជំពាក់ដោយអតិថិជនមីក្រូហិរញ្ញវត្ថុ ដកសំវិធានធនសម្រាប់ការខាតបង់។',
    },
    balance: 'debit',
    periodType: 'instant',
    valueType: 'monetary',
    abstract: false,
    mandatory: true,
  },
  {
    name: INTEREST,
    label: { en: 'Interest income on loans', kh: 'ចំណូលការប្រាក់ពីឥណទាន' },
    documentation: {
      en: 'Interest earned on loans to customers during the year.',
      kh: 'ការប្រាក់ទទួលបានពីឥណទានផ្តល់ដល់អតិថិជនក្នុងអំឡុងឆ្នាំ។',
    },
    balance: 'credit',
    periodType: 'duration',
    valueType: 'monetary',
    abstract: false,
    mandatory: false,
  },
];

/** Puts `concept` right after `sibling` wherever the sibling is shown, and sums it where the sibling is summed. */
function besides(networks: Network[], sibling: string, concept: string, present: boolean): Network[] {
  const insert = (nodes: PresentationNode[]): PresentationNode[] =>
    nodes.flatMap((node) => {
      const copy = { ...node, children: insert(node.children) };
      return node.concept === sibling ? [copy, { concept, children: [] }] : [copy];
    });
  return networks.map((network) => ({
    ...network,
    presentation: present ? insert(network.presentation) : network.presentation,
    calculations: network.calculations.flatMap((arc) =>
      arc.child === sibling ? [arc, { ...arc, child: concept, order: arc.order + 0.5 }] : [arc],
    ),
  }));
}

/** The framework's id, once defined (defining it twice is an error, so the module does it once). */
export const MFI: Framework = defineFramework({
  id: 'mfi',
  name: { en: 'Microfinance institutions framework', kh: 'ក្របខណ្ឌសម្រាប់គ្រឹះស្ថានមីក្រូហិរញ្ញវត្ថុ' },
  base: 'crfrf',
  namespaces: { mfi: MFI_NAMESPACE },
  concepts,
  labels: {
    'ifrs-full:Revenue': { en: 'Operating income', kh: 'ចំណូលប្រតិបត្តិការ' },
    'ifrs-full:TradeAndOtherCurrentReceivables': { en: 'Other receivables', kh: 'គណនីត្រូវទទួលផ្សេងៗ' },
  },
  // Loans sit with the receivables on the financial position; interest income is a part of revenue.
  networks: (base) =>
    besides(
      besides([...base], 'ifrs-full:TradeAndOtherCurrentReceivables', LOANS, true),
      'ifrs-full:RevenueFromRenderingOfServices',
      INTEREST,
      false,
    ),
});

/** The framework's chart: the CRFRF's accounts, plus a loan portfolio and its interest income. */
export function mfiChart(): ChartOfAccounts {
  const base = defaultChart('crfrf');
  const { parentCode: _parent, ...template } = base.accounts[0]!;
  return {
    framework: MFI,
    accounts: [
      ...base.accounts,
      {
        ...template,
        code: '1150',
        nameEn: 'Loan portfolio',
        nameKh: 'សំណុំឥណទាន',
        accountType: 'asset',
        concept: LOANS,
        balanceType: 'debit',
        periodType: 'instant',
        mandatory: true,
      },
      {
        ...template,
        code: '4150',
        nameEn: 'Interest on loans',
        nameKh: 'ការប្រាក់ពីឥណទាន',
        accountType: 'income',
        concept: INTEREST,
        balanceType: 'credit',
        periodType: 'duration',
        mandatory: false,
      },
    ],
  };
}

/** The regulator's own rule: the loan portfolio is at most 90 % of total assets (a genuine error past it). */
export const LOAN_CONCENTRATION: ValidationRule = {
  id: 'MFI001',
  severity: 'genuine',
  section: 'financialPosition',
  title: {
    en: 'Loans to customers are at most 90% of total assets',
    kh: 'ឥណទានផ្តល់ដល់អតិថិជនមិនលើសពី ៩០% នៃទ្រព្យសកម្មសរុប',
  },
  concepts: ['LoansToCustomers', 'Assets'],
  check: (ctx) => {
    const instant = ctx.periods.currentEnd;
    const loans = ctx.num(LOANS, instant) ?? 0;
    const assets = ctx.num('ifrs-full:Assets', instant) ?? 0;
    if (assets <= 0 || loans <= 0.9 * assets) return [];
    return [
      {
        message: {
          en: `Loans to customers (${ctx.amount(loans, 'en')}) are more than 90% of total assets (${ctx.amount(assets, 'en')}).`,
          kh: `ឥណទានផ្តល់ដល់អតិថិជន (${ctx.amount(loans, 'kh')}) លើសពី ៩០% នៃទ្រព្យសកម្មសរុប (${ctx.amount(assets, 'kh')})។`,
        },
        elements: [ctx.el(LOANS, instant), ctx.el('ifrs-full:Assets', instant)],
      },
    ];
  },
};

/** Every rule of the framework: the engine's, and its own. */
export const MFI_RULES: readonly ValidationRule[] = [...VALIDATION_RULES, LOAN_CONCENTRATION];
