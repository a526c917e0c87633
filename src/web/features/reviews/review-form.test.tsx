// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createContext, useContext, type ComponentProps } from 'react';
import { createRoutesStub, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeReviews } from './review-changes.ts';
import { ReviewForm } from './review-form.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';

const INCOMPLETE = 'Please fill all fields and select a valid rating (1-5).';
const fetchSpy = stubFetchPerTest();

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const marked = () =>
  ['Name', 'Review'].filter((label) => field(label).getAttribute('aria-invalid') === 'true');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
const Settled = createContext(true);

/**
 * The form on Python's page, sending to the reviews route's action as on the site; the returned
 * function draws it again with the list above it arrived or not.
 */
function renderForm(props: Omit<ComponentProps<typeof ReviewForm>, 'settled'>, settled = true) {
  const Form = () => <ReviewForm {...props} settled={useContext(Settled)} />;
  const Stub = createRoutesStub([
    { path: '/python', Component: Form },
    {
      path: '/reviews/:program',
      action: ({ request, params }: ActionFunctionArgs) => changeReviews(request, params.program!),
    },
  ]);
  const page = (now: boolean) => (
    <Settled value={now}>
      <Stub initialEntries={['/python']} />
    </Settled>
  );
  const { rerender } = render(page(settled));
  return (now: boolean) => rerender(page(now));
}

const sentBody = () => JSON.parse(fetchSpy.mock.calls[0]![1]!.body as string) as unknown;

describe('the review form', () => {
  it('says what is missing, clears it on the next edit, and sends a complete review', async () => {
    const onSubmitted = vi.fn();
    renderForm({ program: 'python', accountName: undefined, onSubmitted });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(INCOMPLETE);
    expect(marked()).toEqual(['Name', 'Review']);
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(field('Name'), { target: { value: 'Ravi Kumar' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(marked()).toEqual([]);

    fireEvent.input(field('Review'), { target: { value: 'Clear and practical.' } });
    fireEvent.click(screen.getByLabelText('4 stars'));
    fetchSpy.mockResolvedValue(Response.json({ id: 7 }, { status: 201 }));
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your review!');
    expect(sentBody()).toEqual({
      program: 'python',
      user_name: 'Ravi Kumar',
      comment: 'Clear and practical.',
      rating: 4,
      website: '',
    });
    expect(onSubmitted).toHaveBeenCalledOnce();
    // Ready for another: the review and rating go, the name stays.
    expect([field('Name').value, field('Review').value]).toEqual(['Ravi Kumar', '']);
    expect(screen.getByLabelText<HTMLInputElement>('4 stars').checked).toBe(false);
  });

  it('waits, visibly, while the list above it is on its way, keeping what was typed', async () => {
    const props = { program: 'python', accountName: undefined, onSubmitted: vi.fn() };
    const redraw = renderForm(props, false);
    const button = await screen.findByRole('button', { name: 'Submit review' });
    fireEvent.input(field('Review'), { target: { value: 'Typed early.' } });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    redraw(true);
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(field('Review').value).toBe('Typed early.');
  });

  it("sends a signed-in account's review without a name of its own", async () => {
    renderForm({ program: 'python', accountName: 'Asha Rao', onSubmitted: vi.fn() });
    expect(field('Name').readOnly).toBe(true);
    expect(field('Name').value).toBe('Asha Rao');
    fireEvent.input(field('Review'), { target: { value: 'Worth it.' } });
    fireEvent.click(screen.getByLabelText('5 stars'));
    fetchSpy.mockResolvedValue(Response.json({ id: 8 }, { status: 201 }));
    submit();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(sentBody()).toEqual({ program: 'python', comment: 'Worth it.', rating: 5, website: '' });
  });

  it("marks and focuses the name when the server says it is an account's", async () => {
    renderForm({ program: 'python', accountName: undefined, onSubmitted: vi.fn() });
    fireEvent.input(field('Name'), { target: { value: 'Asha Rao' } });
    fireEvent.input(field('Review'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByLabelText('3 stars'));
    const taken =
      'That name belongs to an account. Log in to review as yourself, or use another name.';
    fetchSpy.mockResolvedValue(
      Response.json({ error: taken, field: 'user_name' }, { status: 409 }),
    );
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(marked()).toEqual(['Name']);
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));

    fireEvent.input(field('Name'), { target: { value: 'Asha R.' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(marked()).toEqual([]);
  });

  it('says a refusal that names no field failed, marking nothing', async () => {
    renderForm({ program: 'python', accountName: undefined, onSubmitted: vi.fn() });
    fireEvent.input(field('Name'), { target: { value: 'Kiran' } });
    fireEvent.input(field('Review'), { target: { value: 'Good' } });
    fireEvent.click(screen.getByLabelText('4 stars'));
    fetchSpy.mockResolvedValue(Response.json({}, { status: 500 }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit review.');
    expect(marked()).toEqual([]);
  });
});
