import { createSignUpSchema, parseWith } from '@dfr/forms/rules';
import { Button, Form, useLang } from '@dfr/ui';
import { signUp } from 'aws-amplify/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard, FormMessage, NewPasswordFields, EmailField, useAuthRequest } from '../../../auth/ui';

const schema = createSignUpSchema();

/** SIGN_UP: email and password; the identity service e-mails a code and the flow goes on to CONFIRM_SIGN_UP. */
export default function SignUp() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  // An invitation's link (`/signup?email=…`) brings the invited address: the field starts with it.
  const [search] = useSearchParams();
  const [email, setEmail] = useState(() => search.get('email')?.trim() ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, setErrors, failure, busy, run } = useAuthRequest();

  const submit = async () => {
    const parsed = parseWith(schema, { email, password, confirmPassword });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    await run(async () => {
      const result = await signUp({
        username: parsed.data.email,
        password: parsed.data.password,
        options: { userAttributes: { email: parsed.data.email, locale: lang } },
      });
      if (result.nextStep.signUpStep === 'DONE') navigate('/login?notice=sign_up_complete');
      else navigate(`/confirmUser?${new URLSearchParams({ email: parsed.data.email })}`);
    });
  };

  return (
    <AuthCard
      step="SIGN_UP"
      title={t('signup.heading')}
      intro={t('signup.intro')}
      footer={
        <span>
          {t('signup.have_account')} <Link to="/login">{t('signup.login_link')}</Link>
        </span>
      }
    >
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormMessage kind="error">{failure}</FormMessage>
        <EmailField value={email} onChange={setEmail} errors={errors} lang={lang} />
        <NewPasswordFields
          label={t('fields.password')}
          password={password}
          onPasswordChange={setPassword}
          confirmPassword={confirmPassword}
          onConfirmPasswordChange={setConfirmPassword}
          errors={errors}
          lang={lang}
        />
        <Button type="submit" variant="primary" isPending={busy} fullWidth>
          {t('signup.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
