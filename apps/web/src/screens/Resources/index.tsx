import { Placeholder } from '../../app/Placeholder';

export default function Resources() {
  return <Placeholder titleKey="resources_guides" />;
}
