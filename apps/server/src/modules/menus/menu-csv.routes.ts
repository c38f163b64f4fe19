import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZMenuBusinessParams } from '@oc/domain/catalogue/menu.schema';
import {
  MENU_CSV_FILE_FIELD,
  MENU_CSV_LIMITS,
  ZMenuImportQuery,
  ZMenuImportResult,
} from '@oc/domain/catalogue/menu-csv.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import {
  filesOf,
  invalidRequest,
  isEmptyInput,
  readForm,
  type TForm,
  type TReadFormOptions,
} from '../../lib/multipart';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { exportMenu } from './export-menu';
import { importMenu } from './import-menu';
import { throwMenuProblems } from './menu-problems.http';

const TAGS = ['menus'];
const errors = (...statuses: (400 | 404 | 413 | 415)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

/**
 * One file, at most 20 MB: busboy counts its bytes as they arrive and the read stops past the
 * limit (413), so no more than the limit is ever held.
 */
const MENU_CSV_FORM: TReadFormOptions = {
  sendAs: `send the file as multipart/form-data, in the field ${MENU_CSV_FILE_FIELD}`,
  limits: { fileSize: MENU_CSV_LIMITS.bytes, files: 1, fields: 4, fieldSize: 1000, parts: 5 },
  tooLarge: () => AppError.of(413, 'MENU_CSV_TOO_LARGE'),
};

/** The bytes of the one file of the form; a file input left empty is no file. */
function menuFileOf(form: TForm): Uint8Array {
  const [file] = filesOf(form).filter((f) => !isEmptyInput(f));
  if (!file) throw AppError.of(400, 'MENU_CSV_NO_FILE');
  if (file.field !== MENU_CSV_FILE_FIELD)
    throw invalidRequest(`send the file in the field ${MENU_CSV_FILE_FIELD}`);
  return file.bytes;
}

function sendCsv(reply: FastifyReply, file: { fileName: string; text: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.text);
}

const IMPORT_DESCRIPTION = [
  `multipart/form-data with the menu's CSV file in ${MENU_CSV_FILE_FIELD} (at most 20 MB, 10,000 products; else 413 or 400).`,
  'dry_run=true answers what the import would add, change and remove, and every problem of the file by line, and writes nothing.',
  'Without it, a file with any problem is 400 with every problem, and nothing changes; a good file replaces the menu in one transaction (matched categories and products, by name whatever the case, keep their ids).',
].join(' ');

/** A menu as a CSV file, in and out (docs/product/menus.md#csv). */
export const menuCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/businesses/:businessId/menu/import',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Import the menu from a CSV file',
        description: IMPORT_DESCRIPTION,
        params: ZMenuBusinessParams,
        querystring: ZMenuImportQuery,
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(ZMenuImportResult), ...errors(400, 404, 413, 415) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      // The whole form is read first, so that every answer, 404 too, reaches a browser that is
      // still sending the file.
      const form = await readForm(request, MENU_CSV_FORM);
      const isDryRun = request.query.dry_run === 'true';
      const { businessId } = request.params;
      return ok(
        await importMenu(
          scopeOf(request),
          businessId,
          menuFileOf(form),
          { isDryRun },
          auditActorOf(request),
        ),
      );
    },
  );

  app.get(
    '/businesses/:businessId/menu/export',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Export the menu as a CSV file',
        description:
          'text/csv in UTF-8 (with the mark Excel needs), one line per product, as an attachment named <business-slug>-menu.csv. Importing it unchanged changes nothing.',
        params: ZMenuBusinessParams,
        produces: ['text/csv'],
        response: errors(400, 404),
      },
    },
    async (request, reply) => {
      throwMenuProblems(request);
      return sendCsv(reply, await exportMenu(scopeOf(request), request.params.businessId));
    },
  );
};
