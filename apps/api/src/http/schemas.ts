import {
  accountPatchSchema as formsAccountPatchSchema,
  accountSchema,
  amountSchema,
  confirmWordSchema,
  credentialRequestSchema as formsCredentialRequestSchema,
  editRequestCodeSchema,
  entityInfoPatchSchema,
  entityInfoSchema as formsEntityInfoSchema,
  exchangeRatePatchSchema as formsExchangeRatePatchSchema,
  exchangeRateSchema as formsExchangeRateSchema,
  exportSettingsSchema,
  INDUSTRY_CODES,
  inviteUserSchema,
  noteDataSchema as formsNoteDataSchema,
  PROVINCE_CODES,
  profileSchema,
  reportingYearSchema,
  roleChangeSchema as formsRoleChangeSchema,
  statementTextsSchema,
  statementCreationSchema,
  statementSettingsPatchSchema,
} from '@dfr/forms/rules';
import { z } from 'zod';

/*
 * Request bodies of the API: the input rules of @dfr/forms/rules (the same the web app's forms use), plus the
 * `version` every write carries. Messages are message keys, translated per request.
 */

export const versionField = { version: z.number().int().min(1) };

/** An import's `?dryRun=true|false` (nothing else) as a boolean; each import route says what it does when absent. */
export const dryRunFlag = (byDefault: boolean) =>
  z
    .enum(['true', 'false'])
    .default(byDefault ? 'true' : 'false')
    .transform((v) => v === 'true');
const withVersion = z.object(versionField);

export const entityInfoSchema = formsEntityInfoSchema;
/** An update: the fields, the version read and the word "confirm" typed (checked by the service). */
const confirmField = { confirm: z.string().max(100).optional() };
export const entityPatchSchema = entityInfoPatchSchema.extend(versionField).extend(confirmField);

/** Creating a statement: a reporting period must be selected; any settings may come with it. */
export const statementCreateSchema = statementCreationSchema.and(statementSettingsPatchSchema());
/** Settings (PATCH): the date rules are checked again on the merged settings in the service. */
export const statementPatchSchema = statementSettingsPatchSchema().and(withVersion).and(z.object(confirmField));

export const noteDataSchema = formsNoteDataSchema;
export const notesBodySchema = z.object({ ...versionField, data: noteDataSchema });

/** The statement's texts: @dfr/forms' rule (the web's form uses the same), with the version read. */
export const textsBodySchema = z.object({ ...versionField, data: statementTextsSchema });

export const manualInputBodySchema = z.object({
  ...versionField,
  year: reportingYearSchema,
  /** concept → whole amount; null removes the figure. */
  values: z.record(z.string().min(1).max(200), amountSchema.nullable()),
});

/** Inviting: @dfr/forms' rule, whose e-mail is already trimmed and in lower case. */
export const inviteSchema = inviteUserSchema;
export const roleChangeSchema = formsRoleChangeSchema.extend(versionField);
export const removeUserSchema = z.object({ ...versionField, email: z.string().trim().min(1, 'required') });
/** Hands super admin rights to a member: their user id, "confirm" typed, and the version of their membership as read. */
export const transferSchema = z
  .object({ userId: z.string().min(1, 'required'), confirm: confirmWordSchema })
  .extend(versionField);

export const profilePatchSchema = profileSchema.and(withVersion);

export const accountCreateSchema = accountSchema;
export const accountPatchSchema = formsAccountPatchSchema.extend(versionField);

export const exchangeRateSchema = formsExchangeRateSchema;
export const exchangeRatePatchSchema = formsExchangeRatePatchSchema.extend(versionField);

export const credentialRequestSchema = formsCredentialRequestSchema;

export const commandBodySchema = z.object({
  ...versionField,
  confirm: z.string().optional(),
  code: z.string().optional(),
});
export { confirmWordSchema, editRequestCodeSchema };

/**
 * The body of `PUT /entities/:entityId/export-settings`: @dfr/forms' `exportSettingsSchema` (the same rules as the
 * settings tab) and the `version` read. Version 0 means "never saved": the first save creates the row.
 */
export const exportSettingsBodySchema = exportSettingsSchema.extend({ version: z.number().int().min(0) });

/**
 * A desk list's page (issue 32): `?page=` from 1, `?pageSize=` 1–100 (25 when absent). Lists of the whole country are
 * read a page at a time, never whole.
 */
export const pageQuery = {
  page: z.coerce.number({ error: 'invalid_value' }).int('invalid_value').min(1, 'invalid_value').default(1),
  pageSize: z.coerce
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(100, 'invalid_value')
    .default(25),
};

/** The desk's entity filters (issue 32): province, industry and size, each one of the product's codes. */
export const deskEntityQuery = {
  province: z.enum(PROVINCE_CODES, { error: 'invalid_value' }).optional(),
  industry: z.enum(INDUSTRY_CODES, { error: 'invalid_value' }).optional(),
  size: z.enum(['small', 'medium'], { error: 'invalid_value' }).optional(),
};

/** A yes/no filter in a query (`true` or `false`, nothing else). */
export const queryFlag = z
  .enum(['true', 'false'], { error: 'invalid_value' })
  .transform((v) => v === 'true')
  .optional();

/*
 * Path parameters (issue 31, item 3). Ids are opaque (UUIDs today; older rows and tests use other strings), so an id
 * is any text of 1 to 100 characters without control characters: an unknown one is still the service's 404; a
 * malformed one (too long, a control character) the 422 envelope with `{ <param>: invalid_value }` in both languages.
 */
export const idParam = z
  .string()
  .min(1, 'invalid_value')
  .max(100, 'invalid_value')
  .regex(/^\P{Cc}+$/u, 'invalid_value');
/** `/entities/:entityId/...` */
export const entityParams = z.object({ entityId: idParam });
/** `/.../:id` */
export const idParams = z.object({ id: idParam });

/* Path parameters of the statements' side (issue 31, contract-a), on the same id rule. */
/** `/statements/:statementId/…` */
export const statementPath = z.object({ statementId: idParam });
/** `/invoices/:invoiceId/…` */
export const invoicePath = z.object({ invoiceId: idParam });
