// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../root.tsx';
import { stubModalDialogs } from '../../test/modal-dialogs.ts';

// The document's head and scripts need the built app's manifest; the frame around the page
// is what is under test.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  Links: () => null,
  Meta: () => null,
  Scripts: () => null,
  ScrollRestoration: () => null,
}));

afterEach(cleanup);
// The site header's phone menu is a <dialog>.
stubModalDialogs();

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <Layout>
          <p>The page</p>
        </Layout>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const HELP_BAND = /Need help choosing a program/;
const NEWSLETTER = 'Email address';

describe('the frame around a page, once it runs', () => {
  it.each(['/staff', '/staff/orders', '/staff/audit?record_type=order'])(
    'leaves %s to the console: no site header, help band or newsletter',
    (path) => {
      renderAt(path);
      expect(screen.getByText('The page')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByText(HELP_BAND)).toBeNull();
      expect(screen.queryByLabelText(NEWSLETTER)).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it.each(['/', '/about', '/staff/accept-invite', '/staffing'])(
    'keeps the site header and footer on %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      expect(screen.getByText(HELP_BAND)).toBeTruthy();
      expect(screen.getByLabelText(NEWSLETTER)).toBeTruthy();
      expect(screen.getByRole('main').textContent).toContain('The page');
    },
  );
});
