import { Placeholder } from '../../app/Placeholder';

export default function ManualInput() {
  return <Placeholder titleKey="manual_input" />;
}
