/** The footer's copy, on every page, from content/site/footer.json. */
import footer from '../../../content/site/footer.json';

export const FOOTER = footer;
