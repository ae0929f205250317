import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { Icon } from '../Icon';
import * as styles from './Stepper.css';
import { formatNumber } from '../../i18n/format';

const strings = defineStrings({
  en: {
    progress: 'Progress',
    completed: 'completed',
    current: 'current step',
    upcoming: 'not started',
  },
  kh: {
    progress: 'វឌ្ឍនភាព',
    completed: 'រួចរាល់',
    current: 'ជំហានបច្ចុប្បន្ន',
    upcoming: 'មិនទាន់ចាប់ផ្តើម',
  },
});

export interface Step {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps {
  steps: Step[];
  /** The id of the current step; steps before it are complete. Omit when all are complete. */
  currentStep?: string;
  /** Mark every step complete (e.g. the statement is accepted). */
  isComplete?: boolean;
  /** @default 'horizontal' (vertical below tablet width) */
  orientation?: 'horizontal' | 'vertical';
  /** Accessible name of the list. @default "Progress" */
  'aria-label'?: string;
  strings?: Partial<typeof strings.en>;
}

/** Numbered steps (the onboarding's three steps, the statement's stages) with the current one marked. */
export function Stepper({
  steps,
  currentStep,
  isComplete,
  orientation = 'horizontal',
  strings: o,
  ...rest
}: StepperProps) {
  const t = useUIStrings(strings, o);
  const { locale } = useLocale();
  const number = { format: (v: number) => formatNumber(v, locale) };
  const currentIndex = isComplete
    ? steps.length
    : Math.max(
        0,
        steps.findIndex((s) => s.id === currentStep),
      );
  return (
    <ol className={styles.stepper({ orientation })} aria-label={rest['aria-label'] ?? t.progress}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size={18} /> : number.format(index + 1)}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{step.label}</span>
              <span className={styles.srOnly}>
                {' '}
                ({state === 'complete' ? t.completed : state === 'current' ? t.current : t.upcoming})
              </span>
              {step.description && <span className={styles.description}>{step.description}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
