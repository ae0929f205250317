import { vars } from '@dfr/ui';
import type { CSSProperties, ReactNode } from 'react';

const groupStyle: CSSProperties = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.sm,
};
const legendStyle: CSSProperties = { fontWeight: 600, paddingInline: vars.space.xs };

/** Related fields under a visible name (a fieldset and its legend: screen readers say the name on entering). */
export function FieldGroup({
  legend,
  children,
  field,
}: {
  legend: ReactNode;
  children: ReactNode;
  /** The path a fix link may name for the whole group (e.g. a list). */
  field?: string;
}) {
  return (
    <fieldset style={groupStyle} data-field={field}>
      <legend style={legendStyle}>{legend}</legend>
      {children}
    </fieldset>
  );
}
