import { Placeholder } from '../../../app/Placeholder';

export default function ConfirmUser() {
  return <Placeholder titleKey="confirm_user" />;
}
