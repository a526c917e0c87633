// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { clientAction } from '../../routes/enquire.ts';
import type { Route } from '../../routes/+types/enquire.ts';
import { ContactForm } from './contact-form.tsx';

const fetchSpy = stubFetchPerTest();

/** The form on its page, with the route it sends to. */
function renderContactPage() {
  const Stub = createRoutesStub([
    { path: '/contact', Component: ContactForm },
    {
      path: '/enquire/:kind',
      action: (args: ActionFunctionArgs) => clientAction(args as unknown as Route.ClientActionArgs),
    },
  ]);
  render(<Stub initialEntries={['/contact']} />);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

function fillIn() {
  type('Name', 'Asha Rao');
  type('Email', 'asha@example.com');
  type('Phone', '9876543210');
  type('Subject', 'Weekend batches');
  type('Message', 'Do you run weekend batches?');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

describe('the contact form', () => {
  it('says what to fix before anything is sent', async () => {
    renderContactPage();
    type('Phone', '12345');
    send();
    expect(await screen.findByText('Enter a 10-digit phone number.')).toBeTruthy();
    expect(screen.getByText('Enter a valid name.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('waits while the enquiry is on its way, then thanks and empties itself', async () => {
    let answer!: (response: Response) => void;
    fetchSpy.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderContactPage();
    fillIn();
    send();

    const waiting = await screen.findByRole('button', { name: 'Sending...' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ ok: true, id: 12 }, { status: 201 }));

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toMatch(
      /^Thank you! Your enquiry has been sent\. A program advisor will reply by email or phone by the end of \w+day, \d{1,2} \w+ \(Monday to Saturday\), and we have mailed you a reference\.$/,
    );
    await waitFor(() => expect(field('Subject').value).toBe(''));
    expect(field('Name').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/contact-enquiry-email/');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      company: '',
      subject: 'Weekend batches',
      message: 'Do you run weekend batches?',
    });
  });

  it('puts the server’s refusal on the field it names, focused, and keeps what was typed', async () => {
    const refusal =
      'Use the address exactly as your mail provider writes it: it contains look-alike characters.';
    fetchSpy.mockResolvedValue(Response.json({ error: refusal, field: 'email' }, { status: 400 }));
    renderContactPage();
    fillIn();
    send();

    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(field('Email').getAttribute('aria-describedby')!)!.textContent,
    ).toBe(refusal);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Subject').value).toBe('Weekend batches');
  });

  it('names the server’s reason for a refusal about no field', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { error: 'Too many requests. Please try again in 42 seconds.' },
        { status: 429 },
      ),
    );
    renderContactPage();
    fillIn();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send enquiry: Too many requests. Please try again in 42 seconds.',
    );
    expect(field('Subject').value).toBe('Weekend batches');
  });

  it('says so when the server could not be reached, and clears it when sent again', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderContactPage();
    fillIn();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error.');

    fetchSpy.mockResolvedValue(Response.json({ ok: true, id: 13 }, { status: 201 }));
    send();
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
