/** @dfr/forms: the input rules (also at `@dfr/forms/rules`, without React) and React forms on @dfr/ui. */
export * from './forms';
export * from './labels';
export * from './paths';
export * from './rules';
export * from './SchemaForm';
export * from './useSchemaForm';
