import { randomBytes } from 'node:crypto';
import { DEFAULT_COLOR } from '@oc/domain/themes/colour.rules';
import type { TDb } from '../db/client';
import * as t from '../db/schema';
import type { FileStorage } from '../lib/storage';
import { hashPassword } from '../modules/auth/auth.service';
import { defaultAppTheme, isThemedAppCode } from '../modules/themes/app-theme-defaults';
import {
  APP_PRODUCTS,
  actionsFor,
  BUSINESS_NAMES,
  constantsFor,
  defaultThemeValues,
  FRANCHISES,
  SITES,
  WEB_PRODUCTS,
} from './demo-catalogue';
import { paletteColour, placeholderPng } from './placeholder-image';

export type TSeedOptions = {
  code: string;
  name: string;
  subdomain: string;
  ownerEmail: string;
  ownerPassword?: string | undefined;
  /** Extra generated businesses beyond the 25 named ones (for search and paging at scale). */
  extraBusinesses?: number;
};

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fileUrl = (key: string) => `/files/${key}`;

/** The project `npm start` creates on an empty database. */
export const DEMO_PROJECT = { code: 'demo', name: 'Demo Eats', subdomain: 'demo' } as const;

/** Creates a complete demo project in one transaction; returns the owner's password. */
export async function seedProject(db: TDb, storage: FileStorage, options: TSeedOptions) {
  const password = options.ownerPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  // Every stored image is recorded as the project's own file, as an upload would be: sites and themes
  // may only point at their project's files.
  const stored: { key: string; size: number }[] = [];
  const putPng = async (bytes: Buffer) => {
    const key = await storage.put(bytes, 'png');
    stored.push({ key, size: bytes.length });
    return fileUrl(key);
  };
  const logos = await Promise.all(
    BUSINESS_NAMES.map(async (name, i) =>
      putPng(await placeholderPng(name, paletteColour(i), 256, 256)),
    ),
  );
  const headers = await Promise.all(
    FRANCHISES.map(async (f) => putPng(await placeholderPng(f.name, f.colour, 900, 200))),
  );

  // The app's logo and launcher icon come at exactly the sizes their file_rules ask for.
  const brandLogo = await putPng(await placeholderPng(options.name, DEFAULT_COLOR, 512, 512));
  const brandIcon = await putPng(await placeholderPng(options.name, DEFAULT_COLOR, 1024, 1024));

  const projectId = await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(t.projects)
      .values({ code: options.code, name: options.name })
      .returning();
    if (!project) throw new Error('project insert returned nothing');
    const projectId = project.id;
    await tx
      .insert(t.users)
      .values({ projectId, email: options.ownerEmail, name: 'Owner', passwordHash });
    await tx
      .insert(t.files)
      .values(stored.map((f) => ({ projectId, key: f.key, mimeType: 'image/png', size: f.size })))
      .onConflictDoNothing();
    await tx.insert(t.configs).values([
      { projectId, scope: 'configurations', key: 'subdomain', value: options.subdomain },
      { projectId, scope: 'configs', key: 'site_url', value: '' },
      { projectId, scope: 'configs', key: 'google_maps_api_key', value: '' },
    ]);

    const franchiseRows = await tx
      .insert(t.franchises)
      .values(
        FRANCHISES.map((f, i) => ({
          projectId,
          slug: f.slug,
          name: f.name,
          header: headers[i] ?? null,
        })),
      )
      .returning({ id: t.franchises.id, slug: t.franchises.slug });
    const franchiseOf = (name: string) => {
      const slug = FRANCHISES.find((f) => f.businesses.includes(name))?.slug;
      return franchiseRows.find((row) => row.slug === slug)?.id ?? null;
    };
    const named = BUSINESS_NAMES.map((name, i) => ({
      projectId,
      slug: slugify(name),
      name,
      logo: logos[i] ?? null,
      franchiseId: franchiseOf(name),
    }));
    const extra = Array.from({ length: options.extraBusinesses ?? 0 }, (_, i) => ({
      projectId,
      slug: `business-${i + 1}`,
      name: `Business ${String(i + 1).padStart(5, '0')}`,
      logo: null,
      franchiseId: null,
    }));
    const allBusinesses = [...named, ...extra];
    for (let i = 0; i < allBusinesses.length; i += 1000) {
      await tx.insert(t.businesses).values(allBusinesses.slice(i, i + 1000));
    }

    const siteIds = new Map<string, number>();
    for (const site of SITES) {
      const [row] = await tx
        .insert(t.sites)
        .values({ projectId, ...site })
        .returning({ id: t.sites.id });
      if (!row) throw new Error('site insert returned nothing');
      siteIds.set(site.kind, row.id);
      await tx.insert(t.themes).values({
        projectId,
        siteId: row.id,
        themeId: site.kind,
        structure: 'default',
        values: defaultThemeValues(site.kind),
      });
    }

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
          publicUrl: a.name === 'logo' ? brandLogo : a.name === 'launcher_icon' ? brandIcon : null,
        })),
      );
    }
    return projectId;
  });
  return { projectId, password };
}

export async function isDatabaseEmpty(db: TDb) {
  const rows = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  return rows.length === 0;
}
