// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { learnerProfile } from '../../test/profiles.ts';
import { AddressProofGate } from './address-proof-gate.tsx';
import { announceAuthChanged } from './session.ts';

const fetchSpy = stubFetchPerTest();

const UNPROVED = { ...learnerProfile, email_proved: false };

describe('the address-proof banner on every page', () => {
  it('closes when asked, even while the account is still being read again after the proof', async () => {
    let answerProfile!: () => void;
    const profileRead = new Promise<void>((resolve) => (answerProfile = resolve));
    fetchSpy.mockImplementation(async (url) => {
      if (String(url) === '/api/email-proof/') {
        return Response.json({ ok: true, became_owner: false });
      }
      await profileRead;
      return Response.json({ ...UNPROVED, email_proved: true });
    });
    const Stub = createRoutesStub([{ path: '/', Component: AddressProofGate }]);
    render(<Stub />);
    act(() => announceAuthChanged({ status: 'signed-in', profile: UNPROVED }));

    fireEvent.input(await screen.findByLabelText('Code from the email'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('region', { name: 'Email address confirmed' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();

    await act(async () => answerProfile());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks again when the account moves to another address it has not proved', () => {
    const Stub = createRoutesStub([{ path: '/', Component: AddressProofGate }]);
    render(<Stub />);
    act(() => announceAuthChanged({ status: 'signed-in', profile: UNPROVED }));
    act(() =>
      announceAuthChanged({
        status: 'signed-in',
        profile: { ...UNPROVED, email: 'asha.new@example.com' },
      }),
    );
    return screen
      .findByRole('region', { name: 'Confirm your email address' })
      .then((region) => expect(region.textContent).toContain('asha.new@example.com'));
  });
});
