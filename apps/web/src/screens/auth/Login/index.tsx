import { Placeholder } from '../../../app/Placeholder';

export default function Login() {
  return <Placeholder titleKey="login" />;
}
