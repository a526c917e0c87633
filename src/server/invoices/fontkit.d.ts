// fontkit ships no types. The one function invoice-fonts.ts calls; what it returns is read there
// as a ParsedFont. Imported as an ES module, as pdfkit imports it, so that the process holds one
// copy of fontkit, not pdfkit's and a CommonJS one of our own.
declare module 'fontkit' {
  export function create(data: Uint8Array): unknown;
}
