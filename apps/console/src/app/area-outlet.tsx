import { useMe } from '../data/auth/get-me';
import { Navigate, Outlet, useLocation } from '../lib/router';
import { homeOf, mayOpen } from './page-areas';
import { NoAccessRoute } from './routes/no-access';

/**
 * The page at the address, if the member's role opens it; else a plain "no access" page instead of
 * a page whose every request the API would refuse. Until the member is known, the page (the API
 * decides either way).
 */
export function AreaOutlet() {
  const me = useMe();
  const { pathname } = useLocation();
  const role = me.data?.role;
  if (!role || mayOpen(role, pathname)) return <Outlet />;
  return <NoAccessRoute home={homeOf(role)} />;
}

/** The console's first page for the member: their products, or their businesses. */
export function HomeRedirect() {
  const me = useMe();
  return <Navigate to={homeOf(me.data?.role ?? 'owner')} replace />;
}
