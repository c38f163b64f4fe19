import * as t from '../db/schema';
import { BUSINESS_NAMES, FRANCHISES } from './demo-businesses';
import type { TSeedTx } from './seed.types';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The franchises (with their header images) and the businesses (with their logos), each named one
 * in its franchise; then `extra` generated ones, for search and paging at scale.
 */
export async function seedBusinesses(
  tx: TSeedTx,
  projectId: number,
  images: { logos: string[]; headers: string[] },
  extra: number,
) {
  const franchiseRows = await tx
    .insert(t.franchises)
    .values(
      FRANCHISES.map((f, i) => ({
        projectId,
        slug: f.slug,
        name: f.name,
        header: images.headers[i] ?? null,
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
    logo: images.logos[i] ?? null,
    franchiseId: franchiseOf(name),
  }));
  const generated = Array.from({ length: extra }, (_, i) => ({
    projectId,
    slug: `business-${i + 1}`,
    name: `Business ${String(i + 1).padStart(5, '0')}`,
    logo: null,
    franchiseId: null,
  }));
  const allBusinesses = [...named, ...generated];
  for (let i = 0; i < allBusinesses.length; i += 1000) {
    await tx.insert(t.businesses).values(allBusinesses.slice(i, i + 1000));
  }
}
