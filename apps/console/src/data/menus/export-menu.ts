import { downloadFile } from '../../lib/download-file';

/**
 * GET /api/businesses/:id/menu/export: the menu as a CSV file, saved by the browser under the
 * server's name (`<slug>-menu.csv`).
 */
export function downloadMenuCsv(businessId: number, fallbackName: string) {
  return downloadFile(`/businesses/${businessId}/menu/export`, fallbackName);
}
