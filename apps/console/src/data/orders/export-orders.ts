import { ApiError, NetworkError } from '../../lib/api-client';
import { authToken } from '../../lib/auth-token';
import type { TOrderListQuery } from './keys';
import { orderFilterParams } from './list-orders';

/**
 * GET /api/orders/export with the inbox's filters: the orders as a CSV file, saved by the browser
 * under the server's name. The request carries the session's token, which a plain link cannot, so
 * the file is fetched and then handed to the browser.
 */
export async function downloadOrdersCsv(
  query: Omit<TOrderListQuery, 'page'>,
  fallbackName: string,
) {
  const headers: Record<string, string> = {};
  const token = authToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const params = orderFilterParams(query);
  let response: Response;
  try {
    response = await fetch(`/api/orders/export${params.size > 0 ? `?${params}` : ''}`, {
      headers,
    });
  } catch (error) {
    throw new NetworkError((error as Error).message);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { result?: unknown } | null;
    throw new ApiError(
      response.status,
      Array.isArray(payload?.result) ? (payload.result as string[]) : [],
    );
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
