import { render } from '@testing-library/react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** Where a redirect landed: the login page, and where it returns to. */
function LoginPage() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

/**
 * A console route at `url`, under a stand-in for the console's layout that hands the screen the
 * signed-in member as the layout does; /login shows where a redirect sent the person.
 */
export function renderConsoleRoute(route: StubRoute, url: string, profile: Profile) {
  const Stub = createRoutesStub([
    { Component: () => <Outlet context={profile} />, children: [route] },
    { path: '/login', Component: LoginPage },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** The whole console: the real layout route with one screen under it, and /login. */
export function renderConsole(layout: StubRoute, route: StubRoute, url: string) {
  const Stub = createRoutesStub([
    { ...layout, children: [route] },
    { path: '/login', Component: LoginPage },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** The whole console with several screens under the real layout route. */
export function renderConsoleRoutes(layout: StubRoute, routes: StubRoute[], url: string) {
  const Stub = createRoutesStub([
    { ...layout, children: routes },
    { path: '/login', Component: LoginPage },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** The hint the server sets beside the session cookie: the page reads the session only then. */
export function setSessionHint(signedIn: boolean) {
  document.cookie = signedIn ? 'signed_in=1; Path=/' : 'signed_in=; Max-Age=0; Path=/';
}

export { stubModalDialogs } from '../../../test/modal-dialogs.ts';
