/**
 * A base action's name as the owner reads it: 'empty-active-orders' → 'Empty active orders'. The
 * names come from the app's base (data, like a business name), not from the console's catalogue.
 */
export function actionLabel(name: string): string {
  const words = name
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
