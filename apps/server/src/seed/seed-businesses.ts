import { slugFromName } from '@oc/domain/catalogue/business.schema';
import * as t from '../db/schema';
import { DEMO_FACTS, DEMO_TIME_ZONE, demoAddress } from './demo-business-facts';
import { BUSINESS_NAMES, FRANCHISES } from './demo-businesses';
import { DEMO_MENUS } from './demo-menus';
import type { TSeedTx } from './seed.types';

/**
 * The franchises (with their header images) and the businesses (with their logos, headers, facts
 * and cuisines), each named one in its franchise; then `extra` generated ones, for search and
 * paging at scale, with nothing but a name. Answers the named businesses' ids, for their menus.
 */
export async function seedBusinesses(
  tx: TSeedTx,
  projectId: number,
  images: { logos: string[]; headers: string[]; businessHeaders: string[] },
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
  const named = BUSINESS_NAMES.map((name, i) => {
    const facts = DEMO_FACTS[name];
    const cuisines = DEMO_MENUS[name]?.cuisines ?? [];
    return {
      projectId,
      slug: slugFromName(name),
      name,
      logo: images.logos[i] ?? null,
      header: images.businessHeaders[i] ?? null,
      franchiseId: franchiseOf(name),
      description: cuisines.length > 0 ? `${cuisines.join(' and ')}, made to order.` : '',
      cuisines,
      timeZone: DEMO_TIME_ZONE,
      ...(facts && {
        address: demoAddress(facts.street),
        phone: `+1 718 555 ${String(100 + i).padStart(4, '0')}`,
        hours: facts.hours,
        deliveryFee: facts.deliveryFee,
        minimumOrder: facts.minimumOrder,
        deliveryMinutes: facts.deliveryMinutes,
        pickupMinutes: facts.pickupMinutes,
      }),
    };
  });
  const namedRows = await tx
    .insert(t.businesses)
    .values(named)
    .returning({ id: t.businesses.id, name: t.businesses.name });
  const generated = Array.from({ length: extra }, (_, i) => ({
    projectId,
    slug: `business-${i + 1}`,
    name: `Business ${String(i + 1).padStart(5, '0')}`,
    logo: null,
    franchiseId: null,
  }));
  for (let i = 0; i < generated.length; i += 1000) {
    await tx.insert(t.businesses).values(generated.slice(i, i + 1000));
  }
  return namedRows;
}
