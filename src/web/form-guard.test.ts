// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FORM_GUARD } from '../../scripts/defer-hydration.mjs';

/**
 * A built page with a form of its own and one in a part whose code comes later, the boot
 * script's guard running in it, and the page's own code standing in as a listener that records
 * what it was sent (as a hydrated form's handler would).
 */
function builtPage() {
  // A frame of its own for each page: the guard's listeners die with it.
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const window = frame.contentWindow! as Window & typeof globalThis;
  const { document: doc } = window;
  doc.body.innerHTML = `<form id="page-form"><input name="phone"><button>Send</button></form>
     <span hidden data-part="reviews"></span>
     <div><form id="review"><textarea name="review"></textarea>
       <button name="kind" value="draft">Save</button><button>Submit review</button></form></div>`;
  new window.Function(FORM_GUARD)();
  const sentToPage: string[] = [];
  const pageAnswers = () =>
    window.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      sentToPage.push(`${(event.target as HTMLFormElement).id}:${submitter?.textContent ?? ''}`);
    });
  const root = doc.documentElement;
  const button = (form: string, text: string) =>
    [...doc.querySelectorAll<HTMLButtonElement>(`#${form} button`)].find(
      (b) => b.textContent === text,
    )!;
  /** What the browser does when a person presses a form's button: was it stopped? */
  const press = (form: string, text: string) => {
    const event = new window.SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: button(form, text),
    });
    doc.getElementById(form)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  /** Lets the guard's observer see what changed on <html>. */
  const settle = () => new Promise((resolve) => window.setTimeout(resolve));
  return { root, press, pageAnswers, sentToPage, settle };
}

describe('the boot script’s form guard', () => {
  it('holds a form back until the page answers, then has the page send it', async () => {
    const page = builtPage();
    expect(page.press('page-form', 'Send')).toBe(true);
    page.pageAnswers();
    page.root.dataset.hydrated = '';
    await page.settle();
    expect(page.sentToPage).toEqual(['page-form:Send']);
    // Sent once: later presses are the page's own business.
    page.press('page-form', 'Send');
    expect(page.sentToPage).toEqual(['page-form:Send', 'page-form:Send']);
  });

  it('holds a form in a later part until that part has hydrated, with the button pressed', async () => {
    const page = builtPage();
    page.pageAnswers();
    page.root.dataset.hydrated = '';
    page.root.dataset.parts = 'enquiry';
    page.press('page-form', 'Send');
    page.press('review', 'Save');
    await page.settle();
    expect(page.sentToPage).toEqual(['page-form:Send']);
    page.root.dataset.parts = 'enquiry reviews';
    await page.settle();
    expect(page.sentToPage).toEqual(['page-form:Send', 'review:Save']);
  });

  it('sends again only the last form held back, and none that left the page', async () => {
    const page = builtPage();
    page.press('review', 'Save');
    page.press('review', 'Submit review');
    page.pageAnswers();
    page.root.dataset.hydrated = '';
    page.root.dataset.parts = 'reviews';
    await page.settle();
    expect(page.sentToPage).toEqual(['review:Submit review']);

    const gone = builtPage();
    gone.press('review', 'Save');
    gone.pageAnswers();
    gone.root.ownerDocument.getElementById('review')!.remove();
    gone.root.dataset.hydrated = '';
    gone.root.dataset.parts = 'reviews';
    await gone.settle();
    expect(gone.sentToPage).toEqual([]);
  });
});
