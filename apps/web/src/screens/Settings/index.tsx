import { Placeholder } from '../../app/Placeholder';

export default function Settings() {
  return <Placeholder titleKey="company_reporting_information" />;
}
