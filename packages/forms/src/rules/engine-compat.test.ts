// The shared field names are the engine's (packages/statement-engine/src/model/types.ts); the value sets are imported
// from it (written once). This test keeps the schemas' field names and parsed types in step with the engine's model.
import type { EntityInfo, NoteData, Shareholder, StatementSettings } from '@dfr/statement-engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { entityInfoSchema } from './entity';
import type { noteDataSchema, shareholderSchema } from './notes';
import { statementSettingsSchema } from './statement';

describe('compatibility with the engine model', () => {
  it('parsed values are the engine types', () => {
    expectTypeOf<z.output<typeof statementSettingsSchema>>().toExtend<StatementSettings>();
    expectTypeOf<z.output<typeof entityInfoSchema>>().toExtend<EntityInfo>();
    expectTypeOf<z.output<typeof noteDataSchema>>().toExtend<NoteData>();
    expectTypeOf<z.output<typeof shareholderSchema>>().toExtend<Shareholder>();
  });

  it('has the same field names', () => {
    const settingsKeys: (keyof StatementSettings)[] = Object.keys(statementSettingsSchema.shape) as never;
    expect(settingsKeys.sort()).toMatchInlineSnapshot(`
      [
        "abilityToPayDebts",
        "audited",
        "authorisationDate",
        "averageRate",
        "cashFlowType",
        "closingRate",
        "comparativeAverageRate",
        "comparativeChange",
        "comparativeClosingRate",
        "directorEmail",
        "directorNameEn",
        "directorNameKh",
        "firstYearOfReporting",
        "framework",
        "functionalCurrency",
        "goingConcern",
        "historicalRate",
        "nature",
        "periodEnd",
        "periodStart",
        "plType",
        "preparationMethod",
        "presentationCurrency",
        "reportingLanguage",
        "reportingYear",
        "rounding",
        "sfpType",
        "signingDate",
        "softwareUsed",
        "standard",
        "taxonomyType",
        "trueAndFairView",
      ]
    `);
    expectTypeOf<keyof z.output<typeof statementSettingsSchema>>().toEqualTypeOf<keyof StatementSettings>();
    expectTypeOf<keyof z.output<typeof entityInfoSchema>>().toEqualTypeOf<keyof EntityInfo>();
    expectTypeOf<keyof z.output<typeof noteDataSchema>>().toEqualTypeOf<keyof NoteData>();
  });
});
