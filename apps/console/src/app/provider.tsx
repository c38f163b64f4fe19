import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { colorsTuple, createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from './query-client';
import { useConsoleBrand } from './use-console-brand';

function BrandedMantine({ children }: { children: ReactNode }) {
  const { primary } = useConsoleBrand();
  const theme = useMemo(
    () =>
      createTheme({
        defaultRadius: 'md',
        primaryColor: primary ? 'brand' : 'blue',
        ...(primary ? { colors: { brand: colorsTuple(primary) } } : {}),
      }),
    [primary],
  );
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandedMantine>{children}</BrandedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
