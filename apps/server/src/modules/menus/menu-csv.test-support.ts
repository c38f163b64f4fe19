import type { TMenuImportResult } from '@oc/domain/catalogue/menu-csv.schema';
import { expect } from 'vitest';
import { bearer, type setupTestApp } from '../../../test/helpers';

// Sending a menu file as the console does: multipart/form-data with the file in `file`.

type TCtx = ReturnType<typeof setupTestApp>;

export async function formOf(files: { field: string; bytes: Uint8Array | string }[]) {
  const form = new FormData();
  for (const { field, bytes } of files)
    form.append(field, new Blob([bytes], { type: 'text/csv' }), 'menu.csv');
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

export function menuCsvApi(ctx: TCtx) {
  const importFile = async (
    businessId: number,
    file: Uint8Array | string,
    { isDryRun = false, token = ctx.ours } = {},
  ) => {
    const form = await formOf([{ field: 'file', bytes: file }]);
    return ctx.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/menu/import${isDryRun ? '?dry_run=true' : ''}`,
      headers: { ...bearer(token), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  return {
    importFile,
    /** The answer of an import that must be taken. */
    async imported(businessId: number, file: string, options: { isDryRun?: boolean } = {}) {
      const response = await importFile(businessId, file, options);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result as TMenuImportResult;
    },
    exportFile: (businessId: number, token = ctx.ours) =>
      ctx.t.app.inject({
        method: 'GET',
        url: `/api/businesses/${businessId}/menu/export`,
        headers: bearer(token),
      }),
  };
}

/** A dry run's answer when the file changes nothing. */
export const NOTHING = {
  added: { categories: [], products: [] },
  changed: { categories: [], products: [] },
  removed: { categories: [], products: [] },
  reordered: false,
  errors: [],
};
