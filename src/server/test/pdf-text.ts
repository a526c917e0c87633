import { execFileSync } from 'node:child_process';

/** Whether poppler's pdftotext is installed: the tests that read PDFs back need it. */
export const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A PDF's text in drawing order, on one line. */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
