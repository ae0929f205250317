// The shared field names and value sets are the engine's (packages/statement-engine/src/model/types.ts). The rules
// do not import the engine at runtime; this test (types and values) keeps the two in step.
import * as engine from '@dfr/statement-engine';
import type { EntityInfo, NoteData, Shareholder, StatementSettings } from '@dfr/statement-engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ENTITY_SIZES, type entityInfoSchema, LEGAL_FORMS } from './entity';
import { LANGS } from './messages';
import { type noteDataSchema, POST_PERIOD_QUESTIONS, type shareholderSchema } from './notes';
import {
  CASH_FLOW_TYPES,
  CURRENCIES,
  FRAMEWORKS,
  PL_TYPES,
  PREPARATION_METHODS,
  ROUNDING_LEVELS,
  SFP_TYPES,
  statementSettingsSchema,
} from './statement';

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

  it('has the same value sets', () => {
    expect(LEGAL_FORMS).toEqual(engine.LEGAL_FORMS);
    expect(ENTITY_SIZES).toEqual(engine.ENTITY_SIZES);
    expect(FRAMEWORKS).toEqual(engine.FRAMEWORKS);
    expect(CURRENCIES).toEqual(engine.CURRENCIES);
    expect(ROUNDING_LEVELS).toEqual(engine.ROUNDING_LEVELS);
    expect(SFP_TYPES).toEqual(engine.SFP_TYPES);
    expect(PL_TYPES).toEqual(engine.PL_TYPES);
    expect(CASH_FLOW_TYPES).toEqual(engine.CASH_FLOW_TYPES);
    expect(PREPARATION_METHODS).toEqual(engine.PREPARATION_METHODS);
    expect(LANGS).toEqual(engine.LANGS);
    expect(POST_PERIOD_QUESTIONS).toEqual(engine.POST_PERIOD_QUESTIONS);
  });
});
