import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleOrigin, type TEnv } from '../../env';
import { orderLimitsOf } from '../orders/order-limits';
import { firstBusinessRoute } from './first-business.route';
import { loadSiteAssets, type TSiteAssets } from './site-assets';
import { siteFilesRoute } from './site-files.route';
import { siteLookup } from './site-lookup.http';
import { siteOrderRoute } from './site-order.route';
import { siteOrderStatusRoute } from './site-order-status.route';
import { siteOrderTimesRoute } from './site-order-times.route';
import { sitePagesRoute } from './site-pages.route';
import { sitePreviewRoute } from './site-preview.route';
import { widgetRoutes } from './widget.routes';
import { loadWidgetScript, type TWidgetScript } from './widget-script';

// The websites (docs/product/website.md, docs/decisions/012-website-serving.md): every route here
// answers only on a website's host (SITE_HOST), a default one or a custom domain
// (docs/decisions/016-custom-domain-serving.md); the host names the project and the site. Each page
// is drawn three ways: on the site itself, in the console's preview, and as an embed page
// (`/embed/…`) for the ordering widget's frame on other sites (docs/product/widgets.md).

export function websiteRoutes(
  env: TEnv,
  assets: TSiteAssets = loadSiteAssets(),
  widget: TWidgetScript = loadWidgetScript(),
): FastifyPluginAsyncZod {
  const consoleAt = consoleOrigin(env);
  const siteOf = siteLookup(env);
  return async (app) => {
    await app.register(widgetRoutes({ consoleOrigin: consoleAt, script: widget, siteOf }));
    await app.register(siteFilesRoute({ assets }));
    await app.register(firstBusinessRoute({ siteOf }));
    await app.register(siteOrderRoute({ siteOf, orderLimits: orderLimitsOf(env) }));
    await app.register(siteOrderTimesRoute({ siteOf }));
    await app.register(siteOrderStatusRoute({ siteOf }));
    await app.register(sitePreviewRoute({ siteOf, assets, consoleAt }));
    await app.register(sitePagesRoute({ siteOf, assets, consoleAt }));
  };
}
