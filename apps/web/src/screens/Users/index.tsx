import { Placeholder } from '../../app/Placeholder';

export default function Users() {
  return <Placeholder titleKey="users" />;
}
