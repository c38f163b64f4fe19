// Where the promo cards point: downloads, web link, purchase, demo
// (docs/product/entities.md#product-info-card).
export const PROMO_LINKS = {
  appStore: 'https://apps.apple.com/',
  googlePlay: 'https://play.google.com/store/apps',
  web: '/',
  purchase: 'mailto:sales@ownerconsole.example?subject=Branded%20app',
  demo: 'mailto:sales@ownerconsole.example?subject=Book%20a%20demo',
} as const;
