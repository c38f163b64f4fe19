import {
  ActionIcon,
  AppShell,
  Burger,
  Button,
  Group,
  Image,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { PRODUCT_CODES, PRODUCT_SLUGS } from '@oc/domain/products/products';
import { IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { SkipLink } from '../components/skip-link';
import { useMe } from '../data/auth/get-me';
import { useLogout } from '../data/auth/logout';
import { useConsoleBrand } from './use-console-brand';

export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const brand = useConsoleBrand();
  const logout = useLogout();
  const [isCollapsed, setCollapsed] = useLocalStorage({
    key: 'oc.nav-collapsed',
    defaultValue: false,
  });
  const handleLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/login') });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: 260,
        breakpoint: 0,
        collapsed: { desktop: isCollapsed, mobile: isCollapsed },
      }}
      padding="lg"
    >
      <SkipLink target="main-content" label={t('nav.skipToContent')} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            {isCollapsed && (
              <Burger
                opened={false}
                onClick={() => setCollapsed(false)}
                aria-label={t('nav.open')}
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
            <Title order={4}>{t('app.name')}</Title>
          </Group>
          <Group gap="sm">
            {me.data && (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {t('nav.signedInAs', { email: me.data.email })}
              </Text>
            )}
            <Button variant="subtle" size="xs" onClick={handleLogout} loading={logout.isPending}>
              {t('nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.myProducts')} component="nav">
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm" tt="uppercase" c="dimmed">
            {t('nav.myProducts')}
          </Text>
          <ActionIcon
            variant="subtle"
            onClick={() => setCollapsed(true)}
            aria-label={t('nav.collapse')}
          >
            <IconLayoutSidebarLeftCollapse size={18} />
          </ActionIcon>
        </Group>
        <ScrollArea>
          <Stack gap={2}>
            {PRODUCT_CODES.map((code) => {
              const slug = PRODUCT_SLUGS[code];
              return (
                <NavLink
                  key={slug}
                  component={RouterNavLink}
                  to={`/my-products/${slug}`}
                  label={t(`products.names.${slug}`)}
                />
              );
            })}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} bg={brand.background ?? undefined}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
