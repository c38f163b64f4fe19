import { randomBytes } from 'node:crypto';
import { DEFAULT_COLOR } from '@oc/domain/themes/colour.rules';
import type { TDb } from '../db/client';
import * as t from '../db/schema';
import type { FileStorage } from '../lib/storage';
import { hashPassword } from '../modules/auth/passwords';
import { BUSINESS_NAMES, FRANCHISES } from './demo-businesses';
import { paletteColour, placeholderPng } from './placeholder-image';
import { seedBusinesses } from './seed-businesses';
import { seedMenus } from './seed-menus';
import { storeProductPictures } from './seed-product-pictures';
import { seedAppProducts, seedWebProducts } from './seed-products';
import { seedSites } from './seed-sites';

export type TSeedOptions = {
  code: string;
  name: string;
  subdomain: string;
  ownerEmail: string;
  ownerPassword?: string | undefined;
  /** Extra generated businesses beyond the 25 named ones (for search and paging at scale). */
  extraBusinesses?: number;
};

const fileUrl = (key: string) => `/files/${key}`;

/** The project `npm start` creates on an empty database. */
export const DEMO_PROJECT = { code: 'demo', name: 'Demo Eats', subdomain: 'demo' } as const;

/** Creates a complete demo project in one transaction; returns the owner's password. */
export async function seedProject(db: TDb, storage: FileStorage, options: TSeedOptions) {
  const password = options.ownerPassword ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  // Every stored image is recorded as the project's own file, as an upload would be: sites, themes
  // and menu products may only point at their project's files.
  const stored: { key: string; mimeType: string; size: number }[] = [];
  const putImage = async (bytes: Buffer, extension: 'png' | 'jpg') => {
    const key = await storage.put(bytes, extension);
    stored.push({
      key,
      mimeType: extension === 'png' ? 'image/png' : 'image/jpeg',
      size: bytes.length,
    });
    return fileUrl(key);
  };
  const putPng = (bytes: Buffer) => putImage(bytes, 'png');
  const logos = await Promise.all(
    BUSINESS_NAMES.map(async (name, i) =>
      putPng(await placeholderPng(name, paletteColour(i), 256, 256)),
    ),
  );
  const headers = await Promise.all(
    FRANCHISES.map(async (f) => putPng(await placeholderPng(f.name, f.colour, 900, 200))),
  );
  const businessHeaders = await Promise.all(
    BUSINESS_NAMES.map(async (name, i) =>
      putPng(await placeholderPng(name, paletteColour(i + 3), 1200, 400)),
    ),
  );

  // The app's logo and launcher icon come at exactly the sizes their file_rules ask for.
  const brandLogo = await putPng(await placeholderPng(options.name, DEFAULT_COLOR, 512, 512));
  const brandIcon = await putPng(await placeholderPng(options.name, DEFAULT_COLOR, 1024, 1024));
  const productPictures = await storeProductPictures((bytes) => putImage(bytes, 'jpg'));

  const projectId = await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(t.projects)
      // The demo's websites speak all four languages, so that the selector shows what they do.
      .values({ code: options.code, name: options.name, languages: ['en', 'es', 'fr', 'ar'] })
      .returning();
    if (!project) throw new Error('project insert returned nothing');
    const projectId = project.id;
    await tx
      .insert(t.users)
      .values({ projectId, email: options.ownerEmail, name: 'Owner', passwordHash });
    await tx
      .insert(t.files)
      .values(stored.map((f) => ({ projectId, ...f })))
      .onConflictDoNothing();
    await tx.insert(t.configs).values([
      { projectId, scope: 'configurations', key: 'subdomain', value: options.subdomain },
      { projectId, scope: 'configs', key: 'site_url', value: '' },
      { projectId, scope: 'configs', key: 'google_maps_api_key', value: '' },
    ]);
    const named = await seedBusinesses(
      tx,
      projectId,
      { logos, headers, businessHeaders },
      options.extraBusinesses ?? 0,
    );
    await seedMenus(tx, projectId, named, productPictures);
    const siteIds = await seedSites(tx, projectId);
    await seedWebProducts(tx, projectId, siteIds);
    await seedAppProducts(tx, projectId, { logo: brandLogo, icon: brandIcon });
    return projectId;
  });
  return { projectId, password };
}

export async function isDatabaseEmpty(db: TDb) {
  const rows = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  return rows.length === 0;
}
