import { usePageContext } from 'vike-react/usePageContext';
import { SupportInfo } from '../../src/features/service/SupportInfo.tsx';
import { supportTexts } from '../../src/features/service/supportTexts.ts';
import { heading, lead, page } from '../../src/features/service/styles.ts';

export default function SupportPage() {
  const t = supportTexts(usePageContext().shop.locale);
  return (
    <section className={page}>
      <h1 className={heading}>{t.supportTitle()}</h1>
      <p className={lead}>{t.supportLead()}</p>
      <SupportInfo />
    </section>
  );
}
