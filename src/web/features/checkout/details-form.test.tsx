// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../domain/accounts.ts';
import type { CheckoutDetails } from '../../../domain/checkout.ts';
import { DetailsForm } from './details-form.tsx';

afterEach(cleanup);

const profile: Profile = {
  id: 7,
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  photo_url: null,
  is_admin: false,
  role: 'learner',
  email_proved: true,
  can_claim_owner: false,
};

async function renderForm(onSubmit: (details: CheckoutDetails) => Promise<void>) {
  const Stub = createRoutesStub([
    {
      path: '/checkout',
      Component: () => (
        <DetailsForm profile={profile} failure={null} totalPaise={999900} onSubmit={onSubmit} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/checkout']} />);
  fireEvent.change(await screen.findByLabelText(/Address/), {
    target: { value: '12 MG Road, Bengaluru' },
  });
  fireEvent.change(screen.getByLabelText(/State/), { target: { value: '29' } });
}

const gstin = () => screen.getByLabelText('GSTIN (for a business invoice)');
const business = () => screen.getByLabelText("Business's legal name");
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

describe('the GSTIN and the business on the checkout form', () => {
  it('is optional: a blank one places the order as a consumer', async () => {
    const onSubmit = vi.fn(async (_details: CheckoutDetails) => undefined);
    await renderForm(onSubmit);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ state: '29', buyer_gstin: '' });
  });

  it('names what is wrong with a mistyped GSTIN and sends nothing', async () => {
    const onSubmit = vi.fn(async (_details: CheckoutDetails) => undefined);
    await renderForm(onSubmit);
    fireEvent.change(gstin(), { target: { value: '27AAPFU0939F1ZW' } });
    submit();
    expect(await screen.findByText(/last character does not match the rest/)).toBeTruthy();
    expect(gstin().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(gstin(), { target: { value: '27AAPFU0939F1Z' } });
    submit();
    expect(await screen.findByText('A GSTIN has 15 characters; this one has 14.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the business it registers, then sends both, the GSTIN in capitals', async () => {
    const onSubmit = vi.fn(async (_details: CheckoutDetails) => undefined);
    await renderForm(onSubmit);
    fireEvent.change(gstin(), { target: { value: '27aapfu0939f1zv' } });
    submit();
    expect(
      await screen.findByText("Enter the business's legal name, as on its GST registration."),
    ).toBeTruthy();
    expect(business().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(business(), { target: { value: ' Apex Skills Private Limited ' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      buyer_gstin: '27AAPFU0939F1ZV',
      buyer_company: 'Apex Skills Private Limited',
    });
  });
});
