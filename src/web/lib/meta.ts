import type { MetaDescriptor } from 'react-router';
import { publicConfig } from './public-config.ts';

interface PageMetaOptions {
  /** The canonical path of the page; omitted for pages that should not be indexed. */
  path?: string;
  image?: string;
  /** schema.org data describing the page. */
  jsonLd?: Record<string, unknown>;
}

/** Title, description, canonical link and Open Graph tags of a page. */
export function pageMeta(
  title: string,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const fullTitle = `${title} | ${publicConfig.identity.siteName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: publicConfig.identity.siteName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'en_IN' },
  ];
  if (options.path !== undefined) {
    const url = publicConfig.publicOrigin + options.path;
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:url', content: url },
    );
  } else {
    tags.push({ name: 'robots', content: 'noindex' });
  }
  const image = options.image ?? '/images/hero.svg';
  tags.push({ property: 'og:image', content: publicConfig.publicOrigin + image });
  if (options.jsonLd) tags.push({ 'script:ld+json': options.jsonLd });
  return tags;
}
