import type { MetaDescriptor } from 'react-router';
import { SHARE_IMAGE_SIZE, SITE_SHARE_IMAGE } from '../../domain/catalogue/share-images.ts';
import { publicConfig } from './public-config.ts';
import { publicOrigin } from './public-origin.ts';

interface PageMetaOptions {
  /** The canonical path of the page; omitted for pages that should not be indexed. */
  path?: string;
  /** A 1200x630 PNG for link previews (see share-images.ts); the site's own by default. */
  image?: string;
  /** What the preview picture shows, for people who can't see it. */
  imageAlt?: string;
  /** The picture of the first screen (its largest paint): fetched before the page is read. */
  heroImage?: string;
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
    const url = publicOrigin() + options.path;
    tags.push(
      { tagName: 'link', rel: 'canonical', href: url },
      { property: 'og:url', content: url },
    );
  } else {
    tags.push({ name: 'robots', content: 'noindex' });
  }
  tags.push(
    {
      property: 'og:image',
      content: publicOrigin() + (options.image ?? SITE_SHARE_IMAGE),
    },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    {
      property: 'og:image:alt',
      content: options.imageAlt ?? `${publicConfig.identity.siteName}: learn with an expert mentor`,
    },
    { name: 'twitter:card', content: 'summary_large_image' },
  );
  if (options.heroImage)
    tags.push({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: options.heroImage,
      fetchPriority: 'high',
    });
  if (options.jsonLd) tags.push({ 'script:ld+json': options.jsonLd });
  return tags;
}

/** A page the site does not have: an unknown path, or a program the catalogue does not list. */
export const notFoundMeta = () => [
  ...pageMeta('Page not found', 'The page you asked for does not exist.'),
  { name: 'robots', content: 'noindex' },
];
