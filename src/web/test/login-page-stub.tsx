import { useLocation } from 'react-router';
import { useNotice } from '../features/auth/auth-page.tsx';

/** The login page as a route test sees it: where the person was sent, and what it says. */
export function LoginPageStub() {
  const { pathname, search } = useLocation();
  return (
    <p>
      At {pathname + search}: {useNotice()?.text}
    </p>
  );
}
