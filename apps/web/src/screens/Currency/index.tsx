import { Placeholder } from '../../app/Placeholder';

export default function Currency() {
  return <Placeholder titleKey="currencies_exchange_rate" />;
}
