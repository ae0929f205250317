import { Placeholder } from '../../app/Placeholder';

export default function Compliance() {
  return <Placeholder titleKey="compliance" />;
}
