import { publicConfig } from './public-config.ts';

/** The title and description tags of a page, with the brand in the title. */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} | ${publicConfig.siteName}` },
    { name: 'description', content: description },
  ];
}
