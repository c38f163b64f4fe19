import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { AUDIT_EXPORT_MAX, ZAuditPage, ZAuditQuery } from '@oc/domain/audit/audit.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { exportAudit } from './export-audit';
import { listAudit } from './list-audit';

const TAGS = ['audit'];

function sendCsv(reply: FastifyReply, file: { fileName: string; text: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.text);
}
const errors = { 400: ZErrorEnvelope };

// The record of who changed what (docs/product/audit.md), for owners and admins (area audit). Read
// only: no route changes or removes an entry.
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'A page of the record of changes',
        description:
          'Newest first, 50 a page, with the total. member is a user id; area one of the areas; from (at or after) and to (before) are instants. members lists who appears in the log, for the filter.',
        querystring: ZAuditQuery,
        response: { 200: okEnvelope(ZAuditPage), ...errors },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await listAudit(scopeOf(request), request.query));
    },
  );

  app.get(
    '/audit.csv',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Export the record of changes as a CSV file',
        description: `text/csv in UTF-8 (with the mark Excel needs), a header row, one line per entry, newest first, with the page's filters (page is ignored); at most ${AUDIT_EXPORT_MAX.toLocaleString('en-US')} entries. A cell starting with = + - @ is written with a ' before it.`,
        querystring: ZAuditQuery,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      return sendCsv(reply, await exportAudit(scopeOf(request), request.query));
    },
  );
};
