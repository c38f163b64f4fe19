import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../lib/auth-token';
import { ok, stubServer } from '../../test/stub-server';
import { prefetchMe, useMe } from './get-me';

const user = {
  id: 1,
  email: 'owner@demo.test',
  name: 'Owner',
  project: { id: 1, code: 'demo', name: 'Demo Eats' },
};

describe('prefetchMe (the console asks who is logged in as it starts)', () => {
  it('asks once, and the pages behind the login read that answer', async () => {
    authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
    const fetchMock = stubServer(() => ok(user));
    const queryClient = new QueryClient();
    prefetchMe(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/me');

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useMe, { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(user));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a session', () => {
    const fetchMock = stubServer(() => ok(user));
    prefetchMe(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
