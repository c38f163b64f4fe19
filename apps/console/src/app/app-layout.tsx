import {
  ActionIcon,
  Burger,
  Button,
  Divider,
  Group,
  Image,
  NavLink,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useLocalStorage, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { PRODUCT_CODES, PRODUCT_SLUGS } from '@oc/domain/products/products';
import {
  IconBuildingStore,
  IconHistory,
  IconLayoutSidebarLeftCollapse,
  IconReceipt,
  IconUserCircle,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '../components/flow-icon';
import { LanguageMenu } from '../components/language-menu';
import { SkipLink } from '../components/skip-link';
import { useMe } from '../data/auth/get-me';
import { useLogout } from '../data/auth/logout';
import { NavLink as RouterNavLink, useLocation, useNavigate } from '../lib/router';
import classes from './app-layout.module.css';
import { AreaOutlet } from './area-outlet';
import { mayOpen } from './page-areas';
import { useConsoleBrand } from './use-console-brand';

const NAV_ID = 'console-nav';

/**
 * Where the menu is and whether it shows. From Mantine's `sm` breakpoint up it sits beside the page
 * and the owner may collapse it (kept in localStorage); below it, it is a drawer behind the burger
 * that is open only at the page it was opened on, so choosing a page closes it (beside the page, it
 * would take 260 of a phone's 375 px). Read at the first render (no effect), so a phone never lays
 * the page out for a computer first.
 */
function useConsoleNav() {
  const theme = useMantineTheme();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [isCollapsed, setCollapsed] = useLocalStorage({
    key: 'oc.nav-collapsed',
    defaultValue: false,
  });
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isDrawerOpen = !isDesktop && openedAt === location.key;
  return {
    isDesktop,
    isCollapsed,
    setCollapsed,
    isDrawerOpen,
    /** Neither beside the page nor open as a drawer: off screen, so out of the Tab order too. */
    isHidden: isDesktop ? isCollapsed : !isDrawerOpen,
    toggleDrawer: () => setOpenedAt(isDrawerOpen ? null : location.key),
    closeDrawer: () => setOpenedAt(null),
  };
}

export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const brand = useConsoleBrand();
  const logout = useLogout();
  const nav = useConsoleNav();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Only the pages the member's role opens (page-areas.ts); the API refuses the rest anyway.
  const opens = (path: string) => !me.data || mayOpen(me.data.role, path);
  const products = PRODUCT_CODES.filter((code) => opens(`/my-products/${PRODUCT_SLUGS[code]}`));
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !nav.isDrawerOpen) return;
    nav.closeDrawer();
    burgerRef.current?.focus();
  });
  const handleLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/login') });

  return (
    <div className={classes.frame}>
      <SkipLink target="main-content" label={t('nav.skipToContent')} />
      {/* react-remove-scroll's class: while a dialog holds the page still, the header keeps its
          width as the scroll bar goes. */}
      <header className={`${classes.header} width-before-scroll-bar`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {nav.isDesktop ? (
              nav.isCollapsed && (
                <Burger
                  opened={false}
                  onClick={() => nav.setCollapsed(false)}
                  aria-label={t('nav.open')}
                  aria-expanded={false}
                  aria-controls={NAV_ID}
                  size="sm"
                />
              )
            ) : (
              <Burger
                ref={burgerRef}
                opened={nav.isDrawerOpen}
                onClick={nav.toggleDrawer}
                aria-label={t('nav.menu')}
                aria-expanded={nav.isDrawerOpen}
                aria-controls={NAV_ID}
                size="sm"
              />
            )}
            {brand.logo && (
              <Image
                src={brand.logo}
                alt={t('app.brandLogo', { name: brand.name ?? '' })}
                h={32}
                w={32}
                fit="contain"
              />
            )}
            <Title order={4} lineClamp={1}>
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            {me.data && (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {t('nav.signedInAs', { email: me.data.email })}
              </Text>
            )}
            <LanguageMenu />
            <Button variant="subtle" size="xs" onClick={handleLogout} loading={logout.isPending}>
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </header>
      <nav
        id={NAV_ID}
        className={classes.nav}
        data-hidden={nav.isHidden || undefined}
        aria-label={t('nav.myProducts')}
        inert={nav.isHidden}
      >
        <Group justify="space-between" mb="xs" mih={28}>
          <Text fw={700} size="sm" tt="uppercase" c="dimmed">
            {products.length > 0 && t('nav.myProducts')}
          </Text>
          {nav.isDesktop && (
            <ActionIcon
              variant="subtle"
              onClick={() => nav.setCollapsed(true)}
              aria-label={t('nav.collapse')}
            >
              <FlowIcon icon={IconLayoutSidebarLeftCollapse} size={18} />
            </ActionIcon>
          )}
        </Group>
        {/* The browser's own scrolling when the menu is taller than the screen: Mantine's ScrollArea
            would bring @floating-ui into the shell every page downloads. */}
        <div className={classes.navLinks}>
          <Stack gap={2}>
            {products.map((code) => {
              const slug = PRODUCT_SLUGS[code];
              return (
                <NavLink
                  key={slug}
                  component={RouterNavLink}
                  to={`/my-products/${slug}`}
                  label={t(`products.names.${slug}`)}
                  onClick={nav.closeDrawer}
                />
              );
            })}
          </Stack>
          {products.length > 0 && <Divider my="xs" />}
          {opens('/businesses') && (
            <NavLink
              component={RouterNavLink}
              to="/businesses"
              label={t('nav.businesses')}
              leftSection={<IconBuildingStore size={18} aria-hidden />}
              onClick={nav.closeDrawer}
            />
          )}
          {opens('/orders') && (
            <NavLink
              component={RouterNavLink}
              to="/orders"
              label={t('nav.orders')}
              leftSection={<IconReceipt size={18} aria-hidden />}
              onClick={nav.closeDrawer}
            />
          )}
          {opens('/webhooks') && (
            <NavLink
              component={RouterNavLink}
              to="/webhooks"
              label={t('nav.webhooks')}
              leftSection={<IconWebhook size={18} aria-hidden />}
              onClick={nav.closeDrawer}
            />
          )}
          {opens('/team') && (
            <NavLink
              component={RouterNavLink}
              to="/team"
              label={t('nav.team')}
              leftSection={<IconUsers size={18} aria-hidden />}
              onClick={nav.closeDrawer}
            />
          )}
          {opens('/activity') && (
            <NavLink
              component={RouterNavLink}
              to="/activity"
              label={t('nav.activity')}
              leftSection={<IconHistory size={18} aria-hidden />}
              onClick={nav.closeDrawer}
            />
          )}
          <NavLink
            component={RouterNavLink}
            to="/account"
            label={t('nav.account')}
            leftSection={<IconUserCircle size={18} aria-hidden />}
            onClick={nav.closeDrawer}
          />
        </div>
      </nav>
      {/* Behind the open drawer the page is out of reach, as under a dialog. */}
      <main
        id="main-content"
        tabIndex={-1}
        className={classes.main}
        data-beside-nav={(nav.isDesktop && !nav.isCollapsed) || undefined}
        style={brand.background ? { background: brand.background } : undefined}
        inert={nav.isDrawerOpen}
      >
        <AreaOutlet />
      </main>
    </div>
  );
}
