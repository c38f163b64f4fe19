// Where the promo cards' calls to action point: purchase, demo
// (docs/product/overview.md#product-page).
export const PROMO_LINKS = {
  purchase: 'mailto:sales@ownerconsole.example?subject=Branded%20app',
  demo: 'mailto:sales@ownerconsole.example?subject=Book%20a%20demo',
} as const;
