/** The sample certificates shown on every program page; the build writes the site's name in. */
export const CERTIFICATE_IMAGES = [
  '/images/certificates/certificate-completion.svg',
  '/images/certificates/certificate-excellence.svg',
] as const;

/** Room for the name beside the seal, in the drawing's units. */
const NAME_WIDTH = 290;
/** Names up to this long fit at the drawing's size; longer ones are squeezed to NAME_WIDTH. */
const FITS = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The certificate drawing with `siteName` where the drawing names the issuer. */
export function certificateFor(svg: string, siteName: string): string {
  return svg.replace(/(<text [^>]*?)>Mentora<\/text>/, (_, open: string) => {
    const squeeze =
      siteName.length > FITS ? ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
    return `${open}${squeeze}>${escapeXml(siteName)}</text>`;
  });
}
