import type { TProductCode } from '@oc/domain/products/products';

// The constants each demo app starts with.
type TConstantSeed = {
  code: string;
  name: string;
  type: 'string' | 'integer' | 'decimal' | 'boolean' | 'json';
  value: string | null;
};

export function constantsFor(code: TProductCode): TConstantSeed[] {
  const common: TConstantSeed[] = [
    {
      code: 'support_email',
      name: 'Support email',
      type: 'string',
      value: 'help@demoeats.example',
    },
    { code: 'max_cart_items', name: 'Maximum items in a cart', type: 'integer', value: '50' },
    { code: 'minimum_order_amount', name: 'Minimum order amount', type: 'decimal', value: '10.50' },
    { code: 'allow_guest_checkout', name: 'Allow guest checkout', type: 'boolean', value: 'true' },
    {
      code: 'supported_languages',
      name: 'Supported languages',
      type: 'json',
      value: '["en","es","fr"]',
    },
    { code: 'apple_merchant_id', name: 'Apple merchant id', type: 'string', value: null },
  ];
  if (code === 'app_single_store_x' || code === 'app_kiosk_x') {
    common.push({ code: 'business_slug', name: 'Business', type: 'string', value: 'pizza-palace' });
  }
  if (code === 'app_customer_x' || code === 'app_franchises_x') {
    common.push({ code: 'business_slug', name: 'Business', type: 'string', value: null });
  }
  if (code === 'app_driver_x') {
    common.splice(
      1,
      3,
      {
        code: 'location_interval_seconds',
        name: 'Location update interval (seconds)',
        type: 'integer',
        value: '15',
      },
      {
        code: 'max_distance_km',
        name: 'Maximum delivery distance (km)',
        type: 'decimal',
        value: '12.5',
      },
      {
        code: 'auto_accept_orders',
        name: 'Accept orders automatically',
        type: 'boolean',
        value: 'false',
      },
    );
  }
  return common;
}
