import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import {
  ZCopyMenuRequest,
  ZCreateMenuProductRequest,
  ZDeleteMenuCategoryQuery,
  ZMenu,
  ZMenuBusinessParams,
  ZMenuCategory,
  ZMenuCategoryParams,
  ZMenuCategoryRequest,
  ZMenuOrderRequest,
  ZMenuProduct,
  ZMenuProductParams,
  ZUpdateMenuProductRequest,
} from '@oc/domain/catalogue/menu.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { addCategory } from './add-category';
import { addProduct } from './add-product';
import { copyMenu } from './copy-menu';
import { deleteCategory } from './delete-category';
import { deleteProduct } from './delete-product';
import { getMenu } from './get-menu';
import { menuCsvRoutes } from './menu-csv.routes';
import { throwMenuProblems } from './menu-problems.http';
import { renameCategory } from './rename-category';
import { reorderCategories } from './reorder-categories';
import { reorderProducts } from './reorder-products';
import { updateProduct } from './update-product';

const TAGS = ['menus'];
const errors = (...statuses: (400 | 404 | 409)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

/**
 * Each business's menu (docs/product/menus.md): categories, products and their option groups.
 * Every id is the caller's project's (else 404); bad input is 400 with every message, and then
 * nothing is written.
 */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menuCsvRoutes);

  app.get(
    '/businesses/:businessId/menu',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'A business’s menu',
        description:
          'Every category in order, each with its products in order and their option groups.',
        params: ZMenuBusinessParams,
        response: { 200: okEnvelope(ZMenu), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      return ok(await getMenu(scopeOf(request), request.params.businessId));
    },
  );

  app.post(
    '/businesses/:businessId/menu/categories',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Add a category',
        description: 'Added last on the menu; a menu has at most 100 categories (else 409).',
        params: ZMenuBusinessParams,
        body: ZMenuCategoryRequest,
        response: { 200: okEnvelope(ZMenuCategory), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      return ok(
        await addCategory(
          scopeOf(request),
          request.params.businessId,
          request.body,
          auditActorOf(request),
        ),
      );
    },
  );

  app.put(
    '/businesses/:businessId/menu/categories/order',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Order the categories',
        description:
          'ids: every category of the menu exactly once, in the new order (else 400). Answers the menu.',
        params: ZMenuBusinessParams,
        body: ZMenuOrderRequest,
        response: { 200: okEnvelope(ZMenu), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      const { businessId } = request.params;
      return ok(await reorderCategories(scopeOf(request), businessId, request.body.ids));
    },
  );

  app.post(
    '/businesses/:businessId/menu/copy',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Copy another business’s menu',
        description:
          'Replaces this business’s menu with a copy (new ids) of the menu of another business of the project, in one transaction. Answers the new menu.',
        params: ZMenuBusinessParams,
        body: ZCopyMenuRequest,
        response: { 200: okEnvelope(ZMenu), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      const { businessId } = request.params;
      return ok(
        await copyMenu(
          scopeOf(request),
          businessId,
          request.body.from_business_id,
          auditActorOf(request),
        ),
      );
    },
  );

  app.patch(
    '/menu/categories/:categoryId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Rename a category',
        params: ZMenuCategoryParams,
        body: ZMenuCategoryRequest,
        response: { 200: okEnvelope(ZMenuCategory), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      return ok(
        await renameCategory(
          scopeOf(request),
          request.params.categoryId,
          request.body,
          auditActorOf(request),
        ),
      );
    },
  );

  app.delete(
    '/menu/categories/:categoryId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Delete a category',
        description:
          'A category with products is refused (409) unless with_products=true, which deletes them with it.',
        params: ZMenuCategoryParams,
        querystring: ZDeleteMenuCategoryQuery,
        response: { 200: okEnvelope(z.null()), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      const withProducts = request.query.with_products === 'true';
      return ok(
        await deleteCategory(
          scopeOf(request),
          request.params.categoryId,
          withProducts,
          auditActorOf(request),
        ),
      );
    },
  );

  app.post(
    '/menu/categories/:categoryId/products',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Add a product',
        description:
          'Added last in the category, with its option groups; a category has at most 500 products (else 409).',
        params: ZMenuCategoryParams,
        body: ZCreateMenuProductRequest,
        response: { 200: okEnvelope(ZMenuProduct), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      return ok(
        await addProduct(
          scopeOf(request),
          request.params.categoryId,
          request.body,
          auditActorOf(request),
        ),
      );
    },
  );

  app.put(
    '/menu/categories/:categoryId/products/order',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Order a category’s products',
        description:
          'ids: every product of the category exactly once, in the new order (else 400). Answers the category.',
        params: ZMenuCategoryParams,
        body: ZMenuOrderRequest,
        response: { 200: okEnvelope(ZMenuCategory), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      const { categoryId } = request.params;
      return ok(await reorderProducts(scopeOf(request), categoryId, request.body.ids));
    },
  );

  app.patch(
    '/menu/products/:productId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Change a product',
        description:
          'Only the fields sent change. category_id moves it, last, into another category of the same business (another business’s is 400); option_groups replaces its whole set.',
        params: ZMenuProductParams,
        body: ZUpdateMenuProductRequest,
        response: { 200: okEnvelope(ZMenuProduct), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      return ok(
        await updateProduct(
          scopeOf(request),
          request.params.productId,
          request.body,
          auditActorOf(request),
        ),
      );
    },
  );

  app.delete(
    '/menu/products/:productId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Delete a product',
        params: ZMenuProductParams,
        response: { 200: okEnvelope(z.null()), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwMenuProblems(request);
      return ok(
        await deleteProduct(scopeOf(request), request.params.productId, auditActorOf(request)),
      );
    },
  );
};
