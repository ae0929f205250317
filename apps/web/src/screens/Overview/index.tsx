import { Placeholder } from '../../app/Placeholder';

export default function Overview() {
  return <Placeholder titleKey="digital_financial_reporting_platform" />;
}
