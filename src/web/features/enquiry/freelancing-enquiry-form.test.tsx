// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { FreelancingEnquiryForm } from './freelancing-enquiry-form.tsx';

const fetchSpy = stubFetchPerTest();

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the freelancing enquiry form', () => {
  it('asks for the goal in plain words, and says the team will reply', async () => {
    fetchSpy.mockResolvedValue(Response.json({ ok: true, id: 7 }, { status: 201 }));
    const { container } = render(<FreelancingEnquiryForm program="Digital Marketing" />);
    expect(container.textContent).not.toMatch(/motive/i);

    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Tell us your goal.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    type('Name', 'Asha Rao');
    type('Email', 'asha@example.com');
    type('Phone', '9876543210');
    type('Your goal', 'More customers from our website');
    type('Preference', 'Remote, within six weeks');
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

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
});
