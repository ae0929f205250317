import { Placeholder } from '../../app/Placeholder';

export default function ResultsStatement() {
  return <Placeholder titleKey="financial_reporting_preparation" />;
}
