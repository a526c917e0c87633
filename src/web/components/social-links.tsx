import { SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../domain/site-identity.ts';
import { cn } from '../lib/cn.ts';
import { publicConfig } from '../lib/public-config.ts';

const { social } = publicConfig.identity;
const networks = SOCIAL_NETWORKS.filter((network) => social[network]);

/** The business's social pages that are configured; nothing at all when none is. */
export function SocialLinks({ className }: { className?: string }) {
  if (networks.length === 0) return null;
  return (
    <ul aria-label="Follow us" className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm', className)}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer me"
            className="inline-block py-1 underline-offset-2 hover:text-white hover:underline"
          >
            {SOCIAL_LABELS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
