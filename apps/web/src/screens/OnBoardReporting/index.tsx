import { Placeholder } from '../../app/Placeholder';

export default function OnBoardReporting() {
  return <Placeholder titleKey="new_financial_statements" />;
}
