import { SignUpForm } from '@dfr/forms';
import { useLang } from '@dfr/ui';
import { signUp } from 'aws-amplify/auth';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard, useAuthSubmit } from '../../../auth/ui';

/** SIGN_UP: email and password; the identity service e-mails a code and the flow goes on to CONFIRM_SIGN_UP. */
export default function SignUp() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const submitting = useAuthSubmit();
  // An invitation's link (`/signup?email=…`) brings the invited address: the field starts with it.
  const [search] = useSearchParams();

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
      <SignUpForm
        submitLabel={t('signup.submit')}
        defaultValues={{ email: search.get('email')?.trim() ?? '' }}
        onSubmit={submitting(async ({ email, password }: { email: string; password: string }) => {
          const result = await signUp({
            username: email,
            password,
            options: { userAttributes: { email, locale: lang } },
          });
          if (result.nextStep.signUpStep === 'DONE') navigate('/login?notice=sign_up_complete');
          else navigate(`/confirmUser?${new URLSearchParams({ email })}`);
        })}
      />
    </AuthCard>
  );
}
