// @vitest-environment jsdom
// Every story of the product's forms renders in its language, with its submit button named in it (the stories Storybook
// shows). Their accessibility is checked where they are seen: the Storybook run of the test command runs axe (every
// rule) on each of them in Chromium, real layout and colours included (packages/ui/scripts/screenshots.mjs --axe);
// the same axe run here in jsdom took most of this file's 41 s (issue 29).
import { UIProvider } from '@dfr/ui';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as entity from './EntityInfoForm.stories';
import * as more from './MoreForms.stories';
import * as settingsForms from './SettingsForms.stories';
import * as shareholders from './ShareholdersForm.stories';
import * as signUp from './SignUpForm/SignUpForm.stories';
import * as signIn from './SignInForm/SignInForm.stories';
import * as confirmSignUp from './ConfirmSignUpForm/ConfirmSignUpForm.stories';
import * as forgotPassword from './ForgotPasswordForm/ForgotPasswordForm.stories';
import * as resetPassword from './ResetPasswordForm/ResetPasswordForm.stories';
import * as oneTimeCode from './OneTimeCodeForm/OneTimeCodeForm.stories';
import * as changePassword from './ChangePasswordForm/ChangePasswordForm.stories';
import * as mfaPhone from './MfaPhoneForm/MfaPhoneForm.stories';
import * as settings from './StatementSettingsForm.stories';

interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>) => ReactElement;
  globals?: { lang?: 'en' | 'kh' };
}
interface StoryModule {
  default: { title: string; component: ComponentType<never>; args?: Record<string, unknown> };
  [name: string]: unknown;
}

const modules = [
  signUp,
  signIn,
  confirmSignUp,
  forgotPassword,
  resetPassword,
  oneTimeCode,
  changePassword,
  mfaPhone,
  entity,
  settings,
  shareholders,
  more,
  settingsForms,
] as unknown as StoryModule[];

describe.each(modules.map((m) => [m.default.title, m] as const))('%s stories', (_title, module) => {
  const stories = Object.entries(module).filter(([name]) => name !== 'default') as [string, StoryLike][];

  it('have an English and a Khmer story', () => {
    expect(stories.some(([, s]) => s.globals?.lang === 'kh')).toBe(true);
    expect(stories.some(([, s]) => (s.globals?.lang ?? 'en') === 'en')).toBe(true);
  });

  it.each(stories)('%s renders in its language', (_name, story) => {
    const Component = module.default.component as ComponentType<Record<string, unknown>>;
    const lang = story.globals?.lang ?? 'en';
    const { container } = render(
      <UIProvider lang={lang}>
        {story.render ? (
          story.render({ ...module.default.args, ...story.args })
        ) : (
          <Component {...module.default.args} {...story.args} />
        )}
      </UIProvider>,
    );
    const text = container.textContent ?? '';
    if (lang === 'kh') expect(text).toMatch(/[\u1780-\u17d3]/);
    // Every form has its submit button, labelled in the story's language, except the one that refuses to remove a
    // super admin and a locked form (an added account's too), which have none.
    const submit = container.querySelector('button[type="submit"]');
    if (/Locked|Added/.test(_name)) expect(submit).toBeNull();
    else if (!/SuperAdmin/.test(_name)) {
      expect(submit).not.toBeNull();
      if (lang === 'kh') expect(submit?.textContent).toMatch(/^[\u1780-\u17ff\s]+$/);
      else expect(submit?.textContent).toMatch(/^[A-Za-z][A-Za-z\s]*$/);
    }
  });
});
