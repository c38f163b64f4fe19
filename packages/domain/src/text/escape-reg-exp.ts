/** Text to match as it is inside a RegExp: '12.50' matches only '12.50', not '12x50'. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
