import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/orders';

/**
 * The tab's title while the inbox is open: 'Orders · Owner Console', counting the orders not yet
 * looked at, '(2) Orders · Owner Console', so a new order shows from another tab. The title before
 * it comes back when the inbox is left.
 */
export function useOrdersTitle(unseen: number) {
  const { t } = useTranslation();
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  const title =
    unseen > 0
      ? t('orders.documentTitleUnseen', { unseen, app: t('app.name') })
      : t('orders.documentTitle', { app: t('app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
