import { EmailVerificationPage } from '../../src/features/account/EmailVerificationPage.tsx';

export default function EmailPage() {
  return <EmailVerificationPage />;
}
