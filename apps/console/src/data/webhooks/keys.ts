export const webhookKeys = {
  all: ['webhooks'] as const,
  /** The project's endpoints, oldest first, as GET /api/webhooks/endpoints answers them. */
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  /** One endpoint, as GET /api/webhooks/endpoints/:id answers it. */
  endpoint: (endpointId: number) => [...webhookKeys.all, 'endpoint', endpointId] as const,
  /** Every page of an endpoint's delivery log. */
  deliveriesOf: (endpointId: number) => [...webhookKeys.all, 'deliveries', endpointId] as const,
  /** A page of an endpoint's delivery log, newest first. */
  deliveries: (endpointId: number, page: number) =>
    [...webhookKeys.deliveriesOf(endpointId), page] as const,
};
