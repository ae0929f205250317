import { Placeholder } from '../../../app/Placeholder';

export default function ResetPass() {
  return <Placeholder titleKey="reset_pass" />;
}
