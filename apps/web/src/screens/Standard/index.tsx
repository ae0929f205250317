import { Placeholder } from '../../app/Placeholder';

export default function Standard() {
  return <Placeholder titleKey="financial_reporting_standard" />;
}
