import { Placeholder } from '../../../app/Placeholder';

export default function ForgetPass() {
  return <Placeholder titleKey="forget_pass" />;
}
