import { LegalPage } from '../components/legal-page.tsx';
import { termsOfUse } from '../content/legal.ts';
import { pageMeta } from '../lib/meta.ts';
import { publicConfig } from '../lib/public-config.ts';

const document = termsOfUse(publicConfig.identity);

export const meta = () => pageMeta(document.title, document.lead, { path: '/terms' });

export default function Terms() {
  return <LegalPage document={document} />;
}
