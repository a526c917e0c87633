import type { MetaDescriptor } from 'react-router';
import { publicConfig } from '../../lib/public-config.ts';

/** A console page's title; search engines are told to leave every console page out. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | Staff console | ${publicConfig.identity.siteName}` },
    { name: 'robots', content: 'noindex' },
  ];
}
