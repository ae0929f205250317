import { Placeholder } from '../../app/Placeholder';

export default function Reporting() {
  return <Placeholder titleKey="financial_reporting_preparation" />;
}
