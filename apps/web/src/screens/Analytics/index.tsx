import { Placeholder } from '../../app/Placeholder';

export default function Analytics() {
  return <Placeholder titleKey="financial_reporting_Analysis" />;
}
