import { REGULATOR_ROLE_LABELS, type RegulatorRole, type ReminderKind, translate } from '@dfr/forms/rules';
import { formatAmount, formatNumber, formatYear, type Lang } from '@dfr/statement-engine';

/**
 * The product's e-mails, in English and Khmer (glossary terms). Each template renders a subject, a plain-text body and
 * an HTML body from its parameters; parameters are escaped in the HTML.
 */
/** An e-mail's language: the product's. */
export type EmailLang = Lang;

export interface EmailParams {
  /** Each code's e-mail says how long it lives: `expiresInMinutes`, the lifetime the code was issued with. */
  signUpCode: { code: string; link: string; expiresInMinutes: number };
  passwordReset: { code: string; expiresInMinutes: number };
  mfaCode: { code: string; expiresInMinutes: number };
  attributeCode: { code: string; expiresInMinutes: number };
  invitation: { entityName: string; inviter?: string; link: string; role?: InvitedRole };
  /** The director's approval code: the entity in both languages, the year and who asked (always bilingual). */
  approvalCode: {
    code: string;
    entityEn: string;
    entityKh: string;
    year: number;
    requestedBy: string;
    expiresInMinutes: number;
  };
  editRequestCode: { code: string; statementName: string };
  /** The year's fee was paid: to every member of the entity. */
  paymentReceived: {
    entityName: string;
    year: number;
    invoice: string;
    receipt: string;
    /** The amount paid and its currency, written in the reader's language by the one formatter. */
    amount: number;
    currency: string;
    link: string;
  };
  /** A filing was received, accepted or rejected (with the regulator's reasons): to every member of the entity. */
  filingDecision: {
    entityName: string;
    year: number;
    receipt: string;
    decision: 'submitted' | 'accepted' | 'rejected';
    reasons: string;
    link: string;
  };
  /** The regulator issued or refused the e-filing access credential: to the member who asked. */
  credentialDecision: {
    entityName: string;
    registrationNumber: string;
    decision: 'approved' | 'rejected';
    reason: string;
    link: string;
  };
  /** Someone was made regulator staff with a role (issue 32): sign in, or sign up with this address. */
  staffInvitation: { role: RegulatorRole; inviter: string; link: string };
  /** A reminder of a filing deadline or an overdue invoice (issue 32), to every member of the entity. */
  reminder: {
    kind: ReminderKind;
    entityName: string;
    year: number;
    deadline: string;
    days: number;
    invoice: string;
    link: string;
  };
}
export type EmailTemplate = keyof EmailParams;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Lines = { subject: string; lines: string[]; link?: { href: string; label: string } };
type Builders = { [T in EmailTemplate]: (p: EmailParams[T]) => Record<EmailLang, Lines> };

const product = { en: 'Digital Financial Reporting', kh: 'ការរាយការណ៍ហិរញ្ញវត្ថុឌីជីថល' };

/** The roles a person is invited to (an entity's super admin is never invited). */
export type InvitedRole = 'admin' | 'preparer' | 'approver' | 'viewer';
/** What an invitation to each role lets the person do, completing "invited you to … for <entity>". */
const INVITED_TO: Record<InvitedRole, { en: string; kh: string }> = {
  admin: {
    en: 'manage the users and prepare the financial statements',
    kh: 'គ្រប់គ្រងអ្នកប្រើប្រាស់ និងរៀបចំរបាយការណ៍ហិរញ្ញវត្ថុ',
  },
  preparer: { en: 'prepare the financial statements', kh: 'រៀបចំរបាយការណ៍ហិរញ្ញវត្ថុ' },
  approver: {
    en: 'review and approve the financial statements',
    kh: 'ពិនិត្យ និងអនុម័តរបាយការណ៍ហិរញ្ញវត្ថុ',
  },
  viewer: { en: 'view the financial statements', kh: 'មើលរបាយការណ៍ហិរញ្ញវត្ថុ' },
};

/** A code's lifetime as the e-mails say it: `3 minutes`, `one hour`, `24 hours` (Khmer digits in Khmer). */
function lifetime(minutes: number): Record<EmailLang, string> {
  if (minutes % 60 !== 0) return { en: `${minutes} minutes`, kh: `${formatNumber(minutes, 'kh')} នាទី` };
  const hours = minutes / 60;
  return { en: hours === 1 ? 'one hour' : `${hours} hours`, kh: `${formatNumber(hours, 'kh')} ម៉ោង` };
}

const builders: Builders = {
  signUpCode: (p) => ({
    en: {
      subject: `Your ${product.en} verification code: ${p.code}`,
      lines: [
        `Your verification code is ${p.code}.`,
        'Enter it to confirm your email and finish signing up, or open the link below.',
        `The code expires in ${lifetime(p.expiresInMinutes).en}. If you did not sign up, ignore this email.`,
      ],
      link: { href: p.link, label: 'Confirm my email' },
    },
    kh: {
      subject: `លេខកូដផ្ទៀងផ្ទាត់ ${product.kh} របស់អ្នក៖ ${p.code}`,
      lines: [
        `លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${p.code}។`,
        'សូមបញ្ចូលលេខកូដនេះ ដើម្បីបញ្ជាក់អ៊ីមែលរបស់អ្នក និងបញ្ចប់ការចុះឈ្មោះ ឬបើកតំណខាងក្រោម។',
        `លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល ${lifetime(p.expiresInMinutes).kh}។ ប្រសិនបើអ្នកមិនបានចុះឈ្មោះទេ សូមមិនអើពើនឹងអ៊ីមែលនេះ។`,
      ],
      link: { href: p.link, label: 'បញ្ជាក់អ៊ីមែលរបស់ខ្ញុំ' },
    },
  }),
  passwordReset: (p) => ({
    en: {
      subject: `Your ${product.en} password reset code: ${p.code}`,
      lines: [
        `Your password reset code is ${p.code}.`,
        `The code expires in ${lifetime(p.expiresInMinutes).en}. If you did not ask to reset your password, ignore this email.`,
      ],
    },
    kh: {
      subject: `លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញ ${product.kh}៖ ${p.code}`,
      lines: [
        `លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញរបស់អ្នកគឺ ${p.code}។`,
        `លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល ${lifetime(p.expiresInMinutes).kh}។ ប្រសិនបើអ្នកមិនបានស្នើសុំកំណត់ពាក្យសម្ងាត់ឡើងវិញទេ សូមមិនអើពើនឹងអ៊ីមែលនេះ។`,
      ],
    },
  }),
  mfaCode: (p) => ({
    en: {
      subject: `Your ${product.en} sign-in code: ${p.code}`,
      lines: [`Your sign-in code is ${p.code}.`, `The code expires in ${lifetime(p.expiresInMinutes).en}.`],
    },
    kh: {
      subject: `លេខកូដចូលគណនី ${product.kh}៖ ${p.code}`,
      lines: [`លេខកូដចូលគណនីរបស់អ្នកគឺ ${p.code}។`, `លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល ${lifetime(p.expiresInMinutes).kh}។`],
    },
  }),
  attributeCode: (p) => ({
    en: {
      subject: `Your ${product.en} verification code: ${p.code}`,
      lines: [`Your verification code is ${p.code}.`, `The code expires in ${lifetime(p.expiresInMinutes).en}.`],
    },
    kh: {
      subject: `លេខកូដផ្ទៀងផ្ទាត់ ${product.kh}៖ ${p.code}`,
      lines: [`លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${p.code}។`, `លេខកូដនេះផុតកំណត់ក្នុងរយៈពេល ${lifetime(p.expiresInMinutes).kh}។`],
    },
  }),
  invitation: (p) => {
    // What the invitation lets the person do, by the role given (a viewer prepares nothing).
    const does = INVITED_TO[p.role ?? 'preparer'];
    return {
      en: {
        subject: `You are invited to ${p.entityName} on ${product.en}`,
        lines: [
          `${p.inviter ? `${p.inviter} has invited you` : 'You have been invited'} to ${does.en} for ${p.entityName}.`,
          'Sign in, or sign up with this email address, to accept.',
        ],
        link: { href: p.link, label: 'Open DFR' },
      },
      kh: {
        subject: `អ្នកត្រូវបានអញ្ជើញចូល ${p.entityName} នៅលើ ${product.kh}`,
        lines: [
          `${p.inviter ? `${p.inviter} បានអញ្ជើញអ្នក` : 'អ្នកត្រូវបានអញ្ជើញ'}ឱ្យ${does.kh}សម្រាប់ ${p.entityName}។`,
          'សូមចូលគណនី ឬចុះឈ្មោះដោយប្រើអ៊ីមែលនេះ ដើម្បីទទួលយក។',
        ],
        link: { href: p.link, label: 'បើក DFR' },
      },
    };
  },
  approvalCode: (p) => ({
    en: {
      subject: `Approval code for ${p.entityEn} ${p.year}: ${p.code}`,
      lines: [
        `${p.requestedBy} asks you, as director, to approve the financial statements of ${p.entityEn} for ${p.year}.`,
        `The approval code is ${p.code}. It expires in ${lifetime(p.expiresInMinutes).en}.`,
        'Give it only to the person preparing the statements if you approve them.',
      ],
    },
    kh: {
      subject: `លេខកូដអនុម័តសម្រាប់ ${p.entityKh || p.entityEn} ${formatYear(p.year, 'kh')}៖ ${p.code}`,
      lines: [
        `${p.requestedBy} ស្នើសុំឱ្យអ្នក ក្នុងនាមជាអភិបាល អនុម័តរបាយការណ៍ហិរញ្ញវត្ថុរបស់ ${p.entityKh || p.entityEn} សម្រាប់ឆ្នាំ ${formatYear(p.year, 'kh')}។`,
        `លេខកូដអនុម័តគឺ ${p.code}។ វាផុតកំណត់ក្នុងរយៈពេល ${lifetime(p.expiresInMinutes).kh}។`,
        'សូមផ្តល់លេខកូដនេះតែដល់អ្នករៀបចំរបាយការណ៍ ប្រសិនបើអ្នកអនុម័តវា។',
      ],
    },
  }),
  paymentReceived: (p) => ({
    en: {
      subject: `Payment received: ${p.entityName} ${p.year} (receipt ${p.receipt})`,
      lines: [
        `We received ${formatAmount(p.amount, 'en', p.currency)} for the ${p.year} preparation fee of ${p.entityName} (invoice ${p.invoice}).`,
        `Your receipt number is ${p.receipt}. The statements can now be submitted to the regulator.`,
      ],
      link: { href: p.link, label: 'Open the receipt' },
    },
    kh: {
      subject: `បានទទួលការទូទាត់៖ ${p.entityName} ${formatYear(p.year, 'kh')} (បង្កាន់ដៃ ${p.receipt})`,
      lines: [
        `យើងបានទទួល ${formatAmount(p.amount, 'kh', p.currency)} សម្រាប់កម្រៃសេវារៀបចំឆ្នាំ ${formatYear(p.year, 'kh')} របស់ ${p.entityName} (វិក្កយបត្រ ${p.invoice})។`,
        `លេខបង្កាន់ដៃរបស់អ្នកគឺ ${p.receipt}។ ឥឡូវនេះ របាយការណ៍អាចដាក់ស្នើទៅនិយ័តករបានហើយ។`,
      ],
      link: { href: p.link, label: 'បើកបង្កាន់ដៃ' },
    },
  }),
  filingDecision: (p) => ({
    en: {
      subject: {
        submitted: `Filed with the regulator: ${p.entityName} ${p.year} (receipt ${p.receipt})`,
        accepted: `Accepted by the regulator: ${p.entityName} ${p.year} (receipt ${p.receipt})`,
        rejected: `Rejected by the regulator: ${p.entityName} ${p.year} (receipt ${p.receipt})`,
      }[p.decision],
      lines: {
        submitted: [
          `The ${p.year} financial statements of ${p.entityName} were submitted to the e-filing platform.`,
          `The e-filing receipt number is ${p.receipt}. The regulator will review the filing.`,
        ],
        accepted: [
          `The regulator accepted the ${p.year} financial statements of ${p.entityName} (receipt ${p.receipt}).`,
          'The filing is complete.',
        ],
        rejected: [
          `The regulator rejected the ${p.year} financial statements of ${p.entityName} (receipt ${p.receipt}).`,
          `Reasons: ${p.reasons}`,
          'The statement is back in draft: correct it, approve it and submit it again.',
        ],
      }[p.decision],
      link: { href: p.link, label: 'Open the filings' },
    },
    kh: {
      subject: {
        submitted: `បានដាក់ស្នើទៅនិយ័តករ៖ ${p.entityName} ${formatYear(p.year, 'kh')} (បង្កាន់ដៃ ${p.receipt})`,
        accepted: `និយ័តករបានទទួលយក៖ ${p.entityName} ${formatYear(p.year, 'kh')} (បង្កាន់ដៃ ${p.receipt})`,
        rejected: `និយ័តករបានបដិសេធ៖ ${p.entityName} ${formatYear(p.year, 'kh')} (បង្កាន់ដៃ ${p.receipt})`,
      }[p.decision],
      lines: {
        submitted: [
          `របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ ${formatYear(p.year, 'kh')} របស់ ${p.entityName} ត្រូវបានដាក់ស្នើទៅប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិក។`,
          `លេខបង្កាន់ដៃគឺ ${p.receipt}។ និយ័តករនឹងពិនិត្យឯកសារនេះ។`,
        ],
        accepted: [
          `និយ័តករបានទទួលយករបាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ ${formatYear(p.year, 'kh')} របស់ ${p.entityName} (បង្កាន់ដៃ ${p.receipt})។`,
          'ការដាក់ឯកសារបានបញ្ចប់។',
        ],
        rejected: [
          `និយ័តករបានបដិសេធរបាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ ${formatYear(p.year, 'kh')} របស់ ${p.entityName} (បង្កាន់ដៃ ${p.receipt})។`,
          `មូលហេតុ៖ ${p.reasons}`,
          'របាយការណ៍បានត្រឡប់ទៅជាសេចក្តីព្រាងវិញ៖ សូមកែតម្រូវ អនុម័ត និងដាក់ស្នើម្តងទៀត។',
        ],
      }[p.decision],
      link: { href: p.link, label: 'បើកឯកសារដែលបានដាក់ស្នើ' },
    },
  }),
  credentialDecision: (p) => ({
    en: {
      subject:
        p.decision === 'approved'
          ? `Connection approved: ${p.entityName} may submit to the e-filing platform`
          : `Connection refused: ${p.entityName}`,
      lines:
        p.decision === 'approved'
          ? [
              `The regulator issued the e-filing access credential of ${p.entityName} (registration ${p.registrationNumber}).`,
              'Approved and paid statements can now be submitted.',
            ]
          : [
              `The regulator refused the e-filing access credential of ${p.entityName} (registration ${p.registrationNumber}).`,
              `Reason: ${p.reason}`,
            ],
      link: { href: p.link, label: 'Open the connection' },
    },
    kh: {
      subject:
        p.decision === 'approved'
          ? `ការតភ្ជាប់ត្រូវបានអនុម័ត៖ ${p.entityName} អាចដាក់ស្នើទៅប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិក`
          : `ការតភ្ជាប់ត្រូវបានបដិសេធ៖ ${p.entityName}`,
      lines:
        p.decision === 'approved'
          ? [
              `និយ័តករបានចេញលិខិតសម្គាល់ចូលប្រើការដាក់ឯកសារតាមអេឡិចត្រូនិកសម្រាប់ ${p.entityName} (លេខចុះបញ្ជី ${p.registrationNumber})។`,
              'ឥឡូវនេះ របាយការណ៍ដែលបានអនុម័ត និងបានបង់ប្រាក់ អាចដាក់ស្នើបានហើយ។',
            ]
          : [
              `និយ័តករបានបដិសេធលិខិតសម្គាល់ចូលប្រើការដាក់ឯកសារតាមអេឡិចត្រូនិកសម្រាប់ ${p.entityName} (លេខចុះបញ្ជី ${p.registrationNumber})។`,
              `មូលហេតុ៖ ${p.reason}`,
            ],
      link: { href: p.link, label: 'បើកការតភ្ជាប់' },
    },
  }),
  staffInvitation: (p) => ({
    en: {
      subject: `You are invited to the regulator's desk on ${product.en}`,
      lines: [
        `${p.inviter} has made you regulator staff with the role ${REGULATOR_ROLE_LABELS[p.role].en}.`,
        'Sign in, or sign up with this email address, to open the desk.',
      ],
      link: { href: p.link, label: 'Open the desk' },
    },
    kh: {
      subject: `អ្នកត្រូវបានអញ្ជើញចូលតុការងាររបស់និយ័តករ នៅលើ ${product.kh}`,
      lines: [
        `${p.inviter} បានតែងតាំងអ្នកជាបុគ្គលិកនិយ័តករ ក្នុងតួនាទី ${REGULATOR_ROLE_LABELS[p.role].kh}។`,
        'សូមចូលគណនី ឬចុះឈ្មោះដោយប្រើអ៊ីមែលនេះ ដើម្បីបើកតុការងារ។',
      ],
      link: { href: p.link, label: 'បើកតុការងារ' },
    },
  }),
  reminder: (p) => {
    // The sentence is the in-app notification's (`@dfr/forms/rules` reminder.*), one text in both places.
    const params = { year: p.year, deadline: p.deadline, days: p.days, invoice: p.invoice };
    const line = (lang: EmailLang) => translate(`reminder.${p.kind}`, lang, params);
    const overdue = p.kind === 'deadline_overdue' || p.kind === 'invoice_overdue';
    return {
      en: {
        subject: `${overdue ? 'Overdue' : 'Reminder'}: ${p.entityName}, ${p.year}`,
        lines: [line('en'), `${p.entityName}.`],
        link: { href: p.link, label: 'Open DFR' },
      },
      kh: {
        subject: `${overdue ? 'ហួសកាលកំណត់' : 'ការរំលឹក'}៖ ${p.entityName} ឆ្នាំ ${formatYear(p.year, 'kh')}`,
        lines: [line('kh'), `${p.entityName}។`],
        link: { href: p.link, label: 'បើក DFR' },
      },
    };
  },
  editRequestCode: (p) => ({
    en: {
      subject: `Edit request code for ${p.statementName}: ${p.code}`,
      lines: [`The code to edit the finalized financial statements ${p.statementName} is ${p.code}.`],
    },
    kh: {
      subject: `លេខកូដស្នើកែសម្រួលសម្រាប់ ${p.statementName}៖ ${p.code}`,
      lines: [`លេខកូដសម្រាប់កែសម្រួលរបាយការណ៍ហិរញ្ញវត្ថុដែលបានបញ្ចប់ ${p.statementName} គឺ ${p.code}។`],
    },
  }),
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** E-mails written in both languages whatever the sender's language (the reader is not a user of the product). */
const BILINGUAL: ReadonlySet<EmailTemplate> = new Set(['approvalCode']);

/**
 * A sentence ends with one full stop even when a name ends with its own ("Angkor Trading Co., Ltd." then "."): a
 * doubled stop after a word is made single; an ellipsis ("...") is left alone.
 */
export const oneFullStop = (line: string) => line.replace(/(?<=[^.\s])\.\.(?!\.)/g, '.');

export function renderEmail<T extends EmailTemplate>(
  template: T,
  lang: EmailLang,
  params: EmailParams[T],
): RenderedEmail {
  const build = builders[template] as (p: EmailParams[T]) => Record<EmailLang, Lines>;
  const both = build(params);
  const other: EmailLang = lang === 'kh' ? 'en' : 'kh';
  const { subject, link } = both[lang];
  const lines = (BILINGUAL.has(template) ? [...both[lang].lines, '', ...both[other].lines] : both[lang].lines).map(
    oneFullStop,
  );
  const footer = lang === 'kh' ? product.kh : product.en;
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : []), '', `— ${footer}`].join('\n');
  const html = [
    `<!doctype html><html lang="${lang === 'kh' ? 'km' : 'en'}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p style="color:#666">— ${escapeHtml(footer)}</p></body></html>`,
  ].join('');
  return { subject, text, html };
}
