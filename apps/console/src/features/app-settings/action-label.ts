import type { TFileRules } from '@oc/domain/apps/app.schema';

/** Names of the base's actions an owner would not read as they are. */
const OWNER_WORDS: Record<string, string> = {
  'empty-active-orders': 'No active orders picture',
  'empty-past-orders': 'No past orders picture',
  'not-found': 'Nothing found picture',
  eatin: 'Eat in',
  drivethru: 'Drive-thru',
  'category-all': 'All categories',
  powered_by: 'Powered by',
  launcher_icon: 'App icon',
  adaptive_foreground: 'Android adaptive icon, foreground',
  notification_icon: 'Notification icon',
};

const DEVICES: Record<string, string> = {
  ipad: 'iPad',
  iphone: 'iPhone',
  iphone_plus: 'iPhone Plus',
  universal: 'universal',
};

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The words for a name: known ones, splash screens by platform and orientation, else the name. */
function wordsOf(name: string): string {
  const known = OWNER_WORDS[name];
  if (known) return known;
  const android = /^splash_(port|land)_([a-z]+)$/.exec(name);
  if (android)
    return `Android splash, ${android[1] === 'port' ? 'portrait' : 'landscape'}, ${android[2]}`;
  const ios = /^splash_([a-z_]+)$/.exec(name);
  if (ios?.[1] && DEVICES[ios[1]]) return `iOS splash, ${DEVICES[ios[1]]}`;
  return sentence(
    name
      .replace(/\.[a-z]+$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim(),
  );
}

/**
 * A base action's name as the owner reads it, with the exact size an image must have:
 * 'splash_port_ldpi' → 'Android splash, portrait, ldpi (200 × 320)', 'empty-active-orders' → 'No
 * active orders picture (512 × 512)'. The names come from the app's base (data, like a business
 * name), not from the console's catalogue; an unknown one reads as its words.
 */
export function actionLabel(action: { name: string; file_rules?: TFileRules | null }): string {
  const words = wordsOf(action.name);
  const { width, height } = action.file_rules ?? {};
  return width && height ? `${words} (${width} × ${height})` : words;
}
