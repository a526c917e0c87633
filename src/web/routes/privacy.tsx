import { LegalPage } from '../components/legal-page.tsx';
import { privacyPolicy } from '../content/legal.ts';
import { pageMeta } from '../lib/meta.ts';
import { publicConfig } from '../lib/public-config.ts';

const document = privacyPolicy(publicConfig.identity);

export const meta = () => pageMeta(document.title, document.lead, { path: '/privacy' });

export default function Privacy() {
  return <LegalPage document={document} />;
}
