// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { clientAction } from '../../routes/enquire.ts';
import type { Route } from '../../routes/+types/enquire.ts';
import { FreelancingEnquiryForm } from './freelancing-enquiry-form.tsx';

const fetchSpy = stubFetchPerTest();

/** The form on a freelancing page, with the route it sends to. */
function renderFreelancingPage(program: string) {
  const Stub = createRoutesStub([
    {
      path: '/freelancing/:page',
      Component: () => <FreelancingEnquiryForm program={program} />,
    },
    {
      path: '/enquire/:kind',
      action: (args: ActionFunctionArgs) => clientAction(args as unknown as Route.ClientActionArgs),
    },
  ]);
  return render(<Stub initialEntries={['/freelancing/digital-marketing']} />);
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Fills in every field of the form as a person would, and sends it. */
function sendComplete() {
  type('Name', 'Asha Rao');
  type('Email', 'asha@example.com');
  type('Phone', '9876543210');
  type('Your goal', 'More customers from our website');
  type('Preference', 'Remote, within six weeks');
  fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
}

describe('the freelancing enquiry form', () => {
  it('asks for the goal in plain words, and says the team will reply', async () => {
    fetchSpy.mockResolvedValue(Response.json({ ok: true, id: 7 }, { status: 201 }));
    const { container } = renderFreelancingPage('Digital Marketing');
    expect(container.textContent).not.toMatch(/motive/i);

    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Tell us your goal.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    sendComplete();

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toMatch(
      /^Thank you! Your enquiry has been sent\. Someone from our team will reply by email or phone by the end of \w+day, \d{1,2} \w+ \(Monday to Saturday\), and we have mailed you a reference\.$/,
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/freelancing-program-dev-enquiry-email/');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      program: 'Digital Marketing',
      officeMotive: 'More customers from our website',
      preference: 'Remote, within six weeks',
    });
  });

  it('says only that it failed when the server refuses the program the page gave it', async () => {
    fetchSpy.mockResolvedValue(
      Response.json(
        { error: 'Choose a program from the catalogue.', field: 'program' },
        { status: 400 },
      ),
    );
    renderFreelancingPage('Digital Marketing');
    sendComplete();

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send enquiry.');
    expect(screen.queryByText('Choose a program from the catalogue.')).toBeNull();
  });
});
