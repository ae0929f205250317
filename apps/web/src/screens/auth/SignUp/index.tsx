import { Placeholder } from '../../../app/Placeholder';

export default function SignUp() {
  return <Placeholder titleKey="signup" />;
}
