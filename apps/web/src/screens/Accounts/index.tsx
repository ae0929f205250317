import { Placeholder } from '../../app/Placeholder';

export default function Accounts() {
  return <Placeholder titleKey="accounting_taxonomy" />;
}
