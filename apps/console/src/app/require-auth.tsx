import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useMemberLanguage } from '../data/account/member-language';
import { useMe } from '../data/auth/get-me';
import { setUnauthorizedHandler } from '../lib/api-client';
import { authToken } from '../lib/auth-token';
import { Navigate, useLocation, useNavigate } from '../lib/router';

const loginPath = (next: string) => `/login?next=${encodeURIComponent(next)}`;

/** Protected pages: without a valid session, to /login, remembering where the user was headed. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const me = useMe();
  useMemberLanguage(me.data?.language);

  useEffect(() => {
    setUnauthorizedHandler(() =>
      navigate(loginPath(window.location.pathname + window.location.search), { replace: true }),
    );
  }, [navigate]);

  if (!authToken.get()) return <Navigate to={loginPath(here)} replace />;
  if (me.isPending && me.fetchStatus !== 'idle') {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return <>{children}</>;
}
