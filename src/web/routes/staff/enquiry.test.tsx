// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EnquiryDetail } from '../../../domain/staff/enquiries.ts';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import { renderConsoleRoute, stubModalDialogs } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffEnquiry, { ErrorBoundary, clientAction, clientLoader } from './enquiry.tsx';
import type { Route } from './+types/enquiry.ts';

const fetchSpy = stubFetchPerTest();
stubModalDialogs();

const loader = (args: LoaderFunctionArgs) =>
  clientLoader(args as unknown as Route.ClientLoaderArgs);
const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);

const ENQUIRY = '/api/staff/enquiries/program/12/';
const SAVED_REPLIES = [
  {
    id: 4,
    name: 'Batch dates',
    body: 'The next batches start on 5 and 19 December.',
    updated_at: '2026-11-20T10:00:00Z',
  },
];
/** What the server's preview says the mail is: the form shows it as it comes. */
const previewOf = (body: string) => ({
  to: 'rahul.verma@example.com',
  subject: 'Re: your enquiry ENQ-P-12 | Mentora',
  text: `Hello Rahul Verma,\n\n${body}\n\nRegards,\nVikram Shah\n`,
});

/** The enquiry API; `change` answers each change (and may change the enquiry). */
function api(
  change: (path: string, body: unknown) => { response: Response; after?: EnquiryDetail },
  enquiryShown: EnquiryDetail = fx.enquiryDetail,
) {
  let enquiry = enquiryShown;
  const sent: [string, unknown][] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (path === '/api/staff/members/') return Response.json(fx.members);
    if (method === 'GET' && path === '/api/staff/saved-replies/') {
      return Response.json({ results: SAVED_REPLIES });
    }
    if (method === 'GET' && path === ENQUIRY) return Response.json(enquiry);
    if (path === `${ENQUIRY}replies/preview/`) {
      const { body } = JSON.parse(String(init?.body)) as { body: string };
      return Response.json(previewOf(body));
    }
    const body: unknown = JSON.parse(String(init?.body));
    sent.push([`${init?.method} ${path}`, body]);
    const { response, after } = change(path, body);
    enquiry = after ?? enquiry;
    return response;
  });
  return sent;
}

const renderEnquiry = (url = '/staff/enquiries/program/12') =>
  renderConsoleRoute(
    { path: '/staff/enquiries/:kind/:id', Component: StaffEnquiry, ErrorBoundary, loader, action },
    url,
    fx.ownerProfile,
  );

describe('an enquiry in the console', () => {
  it('saves a new status as soon as it is chosen, and says so', async () => {
    const closed = { ...fx.enquiryDetail, status: 'closed' as const };
    const sent = api(() => ({ response: Response.json(closed), after: closed }));
    renderEnquiry();
    const status = await screen.findByLabelText<HTMLSelectElement>('Status');
    fireEvent.change(status, { target: { value: 'closed' } });
    // The choice shows while it is saved.
    expect(status.value).toBe('closed');
    const handling = within(screen.getByRole('region', { name: 'Handling' }));
    expect((await handling.findByRole('status')).textContent).toBe('Status set to Closed.');
    expect(status.value).toBe('closed');
    expect(sent).toEqual([[`PATCH ${ENQUIRY}`, { status: 'closed' }]]);
  });

  it('keeps a note the server refused, with its reason beside it', async () => {
    api(() => ({ response: new Response('', { status: 500 }) }));
    renderEnquiry();
    const note = await screen.findByLabelText<HTMLTextAreaElement>(
      'Internal note (only staff see it)',
    );
    fireEvent.input(note, { target: { value: 'Called back, no answer.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const form = within(screen.getByRole('form', { name: 'Add an internal note' }));
    expect((await form.findByRole('alert')).textContent).toBe('The note was not saved.');
    expect(note.value).toBe('Called back, no answer.');
  });

  it('mails a reply once it is confirmed, then empties the form', async () => {
    const sent = api(() => ({ response: Response.json(fx.enquiryDetail) }));
    renderEnquiry();
    const reply = await screen.findByLabelText<HTMLTextAreaElement>(
      'Reply to Rahul Verma (rahul.verma@example.com)',
    );
    fireEvent.input(reply, { target: { value: 'The weekend batch starts on 6 December.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this reply?' }));
    // The mail as the server will send it, greeting and sign-off included, once each.
    expect(dialog.getByLabelText('The mail').textContent).toBe(
      previewOf('The weekend batch starts on 6 December.').text,
    );
    expect(dialog.getByText('Re: your enquiry ENQ-P-12 | Mentora')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = within(screen.getByRole('form', { name: 'Reply by email' }));
    expect(form.getByRole('status').textContent).toBe('Reply sent to rahul.verma@example.com.');
    await waitFor(() => expect(reply.value).toBe(''));
    expect(sent).toEqual([
      [`POST ${ENQUIRY}replies/`, { body: 'The weekend batch starts on 6 December.' }],
    ]);
  });

  it('starts a reply from a saved reply', async () => {
    api(() => ({ response: Response.json(fx.enquiryDetail) }));
    renderEnquiry();
    const picker = await screen.findByLabelText<HTMLSelectElement>('Start from a saved reply');
    fireEvent.change(picker, { target: { value: '4' } });
    const reply = screen.getByLabelText<HTMLTextAreaElement>(
      'Reply to Rahul Verma (rahul.verma@example.com)',
    );
    expect(reply.value).toBe('The next batches start on 5 and 19 December.');
    expect(picker.value).toBe('');
  });

  it('says when the reply is due, marks it overdue, and offers WhatsApp', async () => {
    api(() => ({ response: Response.json(fx.enquiryDetail) }), {
      ...fx.enquiryDetail,
      status: 'new',
      overdue: true,
    });
    renderEnquiry();
    expect(await screen.findByText('Overdue')).toBeTruthy();
    expect(screen.getByText('the end of Tue, 24 Nov').getAttribute('datetime')).toBe(
      '2026-11-24T18:30:00.000Z',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp Rahul Verma' }).getAttribute('href')).toBe(
      'https://wa.me/919812345678',
    );
  });

  it('keeps a new saved reply, and says so', async () => {
    const sent = api(() => ({
      response: Response.json({ ...SAVED_REPLIES[0], id: 5, name: 'Fees' }, { status: 201 }),
    }));
    renderEnquiry();
    const panel = within(await screen.findByRole('region', { name: 'Saved replies' }));
    fireEvent.click(panel.getByRole('button', { name: 'New saved reply' }));
    const form = within(panel.getByRole('form', { name: 'New saved reply' }));
    fireEvent.input(form.getByLabelText('Name'), { target: { value: 'Fees' } });
    fireEvent.input(form.getByLabelText('Text'), { target: { value: 'Pay in two parts.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await panel.findByRole('status')).textContent).toBe("Saved 'Fees'.");
    expect(sent).toEqual([
      ['POST /api/staff/saved-replies/', { name: 'Fees', body: 'Pay in two parts.' }],
    ]);
  });

  it('says there is no such enquiry for an address that cannot be one, without asking', async () => {
    renderEnquiry('/staff/enquiries/letters/12');
    expect(await screen.findByText('No such enquiry.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
