import { Placeholder } from '../../app/Placeholder';

export default function PublicStatement() {
  return <Placeholder titleKey="financial_reporting_preparation" />;
}
