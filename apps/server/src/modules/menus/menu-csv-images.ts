import type { TMenuCsv } from '@oc/domain/catalogue/menu-csv';
import { quoted } from '@oc/domain/catalogue/menu-csv-cells';
import type { TMenuCsvProblem } from '@oc/domain/catalogue/menu-csv-problems';
import { formatMessage } from '@oc/domain/messages/messages';
import { ZFileUrl } from '@oc/domain/uploads/file-url';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { assertOwnFiles } from '../files/assert-own-files';

/**
 * The lines of a menu file whose image is an upload of another project, or none (the same rule as
 * the menu API's, docs/product/menus.md#products): the files module is asked once for every
 * distinct address, each named by itself, so its refusals say which addresses are not the
 * project's.
 */
export async function imageProblems(scope: TScope, file: TMenuCsv): Promise<TMenuCsvProblem[]> {
  const uploads = file.categories.flatMap((category) =>
    category.products.flatMap(({ line, fields }) =>
      fields?.image && ZFileUrl.safeParse(fields.image).success
        ? [{ line, url: fields.image }]
        : [],
    ),
  );
  const urls = [...new Set(uploads.map((u) => u.url))];
  try {
    await assertOwnFiles(
      scope,
      urls.map((url) => ({ field: url, value: url })),
    );
    return [];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const refused = new Set(error.messages);
    const problem = formatMessage('FILE_NOT_IN_PROJECT', { field: 'this product' });
    return uploads
      .filter(({ url }) => refused.has(formatMessage('FILE_NOT_IN_PROJECT', { field: url })))
      .map(({ line, url }) => ({ line, place: `image ${quoted(url)}`, problem }));
  }
}
