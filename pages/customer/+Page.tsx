import { CustomerArea } from '../../src/features/account/CustomerArea.tsx';

export default function CustomerPage() {
  return <CustomerArea />;
}
