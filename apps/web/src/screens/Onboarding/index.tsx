import { Placeholder } from '../../app/Placeholder';

export default function Onboarding() {
  return <Placeholder titleKey="digital_financial_reporting_platform" />;
}
