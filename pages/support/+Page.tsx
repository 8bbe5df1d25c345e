import { SupportInfo } from '../../src/features/service/SupportInfo.tsx';
import { heading, lead, page } from '../../src/features/service/styles.ts';

export default function SupportPage() {
  return (
    <section className={page}>
      <h1 className={heading}>Support</h1>
      <p className={lead}>Mit diesen Angaben findet unser Kundenservice Ihre Sitzung und kann Ihnen bei technischen Fragen helfen.</p>
      <SupportInfo />
    </section>
  );
}
