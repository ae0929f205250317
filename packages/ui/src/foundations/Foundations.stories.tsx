import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { StatusBadge } from '../components/StatusBadge';
import { vars } from '../theme/contract.css';
import { isThemeName, type ThemeName, themeTokens } from '../theme/themes';
import { breakpoints, statusTones } from '../theme/tokens';

const section: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12, marginBlockEnd: 32 };
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 12 };
const mono: CSSProperties = { fontFamily: vars.font.mono, fontSize: 12, color: vars.color.textMuted };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section}>
      <h2 style={{ fontSize: vars.fontSize.xl }}>{title}</h2>
      {children}
    </section>
  );
}

function Swatch({ name, value, cssVar }: { name: string; value: string; cssVar: string }) {
  return (
    <div style={{ border: `1px solid ${vars.color.border}`, borderRadius: 8, overflow: 'hidden' }}>
      <div style={{ height: 48, background: cssVar }} />
      <div style={{ padding: 8 }}>
        <div style={{ fontWeight: 600, fontSize: 14 }}>{name}</div>
        <div style={mono}>{value}</div>
      </div>
    </div>
  );
}

function Tokens({ theme = 'dfr' }: { theme?: ThemeName }) {
  const lightTokens = themeTokens[theme];
  return (
    <div style={{ maxWidth: 1100 }}>
      <h1 style={{ fontSize: vars.fontSize.xxl, marginBlockEnd: 8 }}>Foundations · មូលដ្ឋានគ្រឹះ</h1>
      <p style={{ color: vars.color.textMuted, marginBlockEnd: 24 }}>
        One theme contract (<code>vars</code>), here filled by the theme <code>{theme}</code> (toolbar: Theme).
        Components read only these tokens.
      </p>

      <Section title="Colour · ពណ៌">
        <div style={grid}>
          {Object.entries(lightTokens.color).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} cssVar={vars.color[name as keyof typeof vars.color]} />
          ))}
        </div>
      </Section>

      <Section title="Status · ស្ថានភាព">
        <div style={grid}>
          {statusTones.map((s) => (
            <div
              key={s}
              style={{
                padding: 12,
                borderRadius: 8,
                background: vars.status[s].bg,
                border: `1px solid ${vars.status[s].border}`,
                display: 'flex',
                flexDirection: 'column',
                gap: 8,
              }}
            >
              <StatusBadge tone={s} label={s} />
              <StatusBadge tone={s} label={s} size="sm" />
              <span style={mono}>
                {lightTokens.status[s].fg} on {lightTokens.status[s].bg}
              </span>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Charts · គំនូសតាង">
        <div style={grid}>
          {Object.entries(lightTokens.chart).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} cssVar={vars.chart[name as keyof typeof vars.chart]} />
          ))}
        </div>
      </Section>

      <Section title="Typography · អក្សរ">
        <p style={mono}>{lightTokens.font.body}</p>
        {Object.entries(lightTokens.fontSize)
          .reverse()
          .map(([name, size]) => (
            <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <span style={{ ...mono, width: 90 }}>
                {name} {size}
              </span>
              <span style={{ fontSize: vars.fontSize[name as keyof typeof vars.fontSize] }}>
                Financial statements · <span lang="km">របាយការណ៍ហិរញ្ញវត្ថុ</span>
              </span>
            </div>
          ))}
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          {Object.entries(lightTokens.fontWeight).map(([name, weight]) => (
            <span key={name} style={{ fontWeight: weight as CSSProperties['fontWeight'] }} lang="km">
              {name}: ទ្រព្យសកម្មរយៈពេលខ្លី
            </span>
          ))}
        </div>
        <p lang="km" style={{ maxWidth: 640 }}>
          កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុ៖ អង្គភាពរាយការណ៍បានរៀបចំរបាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ របាយការណ៍ចំណេញ ឬខាត និងរបាយការណ៍លំហូរសាច់ប្រាក់
          ស្របតាមគោលនយោបាយគណនេយ្យ។ ឥណពន្ធ ឥណទាន ប្រាក់ចំណេញរក្សាទុក ១២៣៤៥៦៧៨៩០
        </p>
      </Section>

      <Section title="Space · គម្លាត">
        {Object.entries(lightTokens.space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <span style={{ ...mono, width: 90 }}>
              {name} {value}
            </span>
            <span style={{ width: value, height: 16, background: vars.color.primary, borderRadius: 2 }} />
          </div>
        ))}
      </Section>

      <Section title="Radius and shadow · ជ្រុង និងស្រមោល">
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {Object.entries(lightTokens.radius).map(([name, value]) => (
            <div
              key={name}
              style={{
                width: 96,
                height: 64,
                borderRadius: value,
                border: `2px solid ${vars.color.primary}`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <span style={mono}>{name}</span>
            </div>
          ))}
          {Object.entries(lightTokens.shadow).map(([name, value]) => (
            <div
              key={name}
              style={{
                width: 96,
                height: 64,
                borderRadius: 8,
                boxShadow: value,
                background: vars.color.surface,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <span style={mono}>{name}</span>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Breakpoints · ចំណុចបំបែក">
        <ul>
          {Object.entries(breakpoints).map(([name, px]) => (
            <li key={name}>
              <code>{name}</code>: ≥ {px}px
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  parameters: { layout: 'fullscreen' },
  // The values of the theme chosen in the toolbar.
  render: (_args, { globals }) => <Tokens theme={isThemeName(globals.theme) ? globals.theme : 'dfr'} />,
} satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens_: Story = { name: 'Tokens' };
export const TokensKhmer: Story = { name: 'Tokens (Khmer UI)', globals: { lang: 'kh' } };
