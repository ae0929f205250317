import { Placeholder } from '../../app/Placeholder';

export default function Connect() {
  return <Placeholder titleKey="connect" />;
}
