import { Placeholder } from '../../app/Placeholder';

export default function Submitted() {
  return <Placeholder titleKey="financial_reporting_preparation" />;
}
