import * as t from '../db/schema';
import { defaultAppTheme, isThemedAppCode } from '../modules/themes/app-theme-defaults';
import { actionsFor } from './demo-actions';
import { constantsFor } from './demo-constants';
import { APP_PRODUCTS, WEB_PRODUCTS } from './demo-products';
import type { TSeedTx } from './seed.types';

/** The websites' products, each tied to its site. */
export async function seedWebProducts(
  tx: TSeedTx,
  projectId: number,
  siteIds: Map<string, number>,
) {
  for (const product of WEB_PRODUCTS) {
    const [base] = await tx
      .insert(t.bases)
      .values({ projectId, code: product.code, name: product.name, platforms: [] })
      .returning({ id: t.bases.id });
    if (!base) throw new Error('base insert returned nothing');
    await tx.insert(t.apps).values({
      projectId,
      baseId: base.id,
      siteId: siteIds.get(product.site) ?? null,
      name: product.name,
      description: '',
      version: '1.0.0',
      package: '',
    });
  }
}

/**
 * The apps, each with its constants and actions (the logo and launcher icon already uploaded), and
 * a theme for those with an Advanced tab.
 */
export async function seedAppProducts(
  tx: TSeedTx,
  projectId: number,
  brand: { logo: string; icon: string },
) {
  for (const product of APP_PRODUCTS) {
    const [base] = await tx
      .insert(t.bases)
      .values({
        projectId,
        code: product.code,
        name: product.name,
        platforms: ['ios', 'android'],
      })
      .returning({ id: t.bases.id });
    if (!base) throw new Error('base insert returned nothing');
    const [app] = await tx
      .insert(t.apps)
      .values({
        projectId,
        baseId: base.id,
        name: product.name,
        description: product.description,
        version: '1.0.0',
        package: product.package,
      })
      .returning({ id: t.apps.id });
    if (!app) throw new Error('app insert returned nothing');
    // The kiosk and franchises apps have an Advanced tab, so a theme of their own (no site).
    if (isThemedAppCode(product.code)) {
      const theme = defaultAppTheme(product.code);
      await tx.insert(t.themes).values({
        projectId,
        appId: app.id,
        themeId: theme.themeId,
        structure: 'default',
        values: theme.values,
      });
    }
    await tx.insert(t.baseConstants).values(
      constantsFor(product.code).map((c, position) => ({
        projectId,
        appId: app.id,
        position,
        ...c,
      })),
    );
    await tx.insert(t.baseActions).values(
      actionsFor(product.code).map((a, position) => ({
        projectId,
        appId: app.id,
        position,
        group: a.group,
        name: a.name,
        targetPath: a.target_path,
        editable: a.editable ?? true,
        fileRules: a.file_rules ?? null,
        textContent: a.text_content ?? null,
        sourcePath: a.source_path ?? null,
        publicUrl: a.name === 'logo' ? brand.logo : a.name === 'launcher_icon' ? brand.icon : null,
      })),
    );
  }
}
