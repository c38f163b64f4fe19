import { EMBED_REQUEST_HEADER } from '@oc/website/routes';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The orders a browser placed on a website, kept in a cookie of their public ids: its
// confirmation shows the customer's details, and My orders lists them.

const ORDERS_COOKIE = 'oc_orders';
const ORDERS_KEPT = 20;
const ORDER_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The public ids of the orders this browser placed, as its cookie keeps them. */
export function orderIdsOf(request: FastifyRequest): string[] {
  const raw = parseCookie(request.headers.cookie ?? '')[ORDERS_COOKIE] ?? '';
  return raw.split('.').filter((id) => ORDER_ID.test(id));
}

/**
 * Where the orders cookie is kept. On the site itself: SameSite=Lax. An embed page is in another
 * site's frame, where a browser neither stores nor sends a Lax cookie; over HTTPS it keeps a
 * `SameSite=None; Secure; Partitioned` one (CHIPS) for that host site only, which My orders in the
 * frame then reads. Nothing else depends on it: the confirmation's address is all it needs, and
 * over plain HTTP (or with the browser refusing it) the frame's My orders is simply empty.
 */
function ordersCookieSite(request: FastifyRequest) {
  const isSecure = request.protocol === 'https';
  if (request.headers[EMBED_REQUEST_HEADER] === '1' && isSecure)
    return { sameSite: 'none', secure: true, partitioned: true } as const;
  return { sameSite: 'lax', secure: isSecure } as const;
}

/** Adds the order placed to the cookie, which keeps the last ORDERS_KEPT. */
export function keepOrderInCookie(request: FastifyRequest, reply: FastifyReply, orderId: string) {
  const kept = [...orderIdsOf(request).filter((id) => id !== orderId), orderId];
  reply.header(
    'set-cookie',
    serializeCookie(ORDERS_COOKIE, kept.slice(-ORDERS_KEPT).join('.'), {
      httpOnly: true,
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      ...ordersCookieSite(request),
    }),
  );
}
