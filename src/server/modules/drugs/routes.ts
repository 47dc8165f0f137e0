import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDrugDetail, ZDrugDetailParams, ZDrugListRequest, ZDrugPage } from '../../../domain/drugs/drug-reference';
import { envelopeOf } from '../../http/envelope';
import { findDrugs, getDrug } from './drugs';

/**
 * Emr service: the drug reference (spec section 7). Public, like the pages that show it (spec section 2): it holds no
 * one's data, and the tools work signed out.
 */
export const drugRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/v1/medical-tools/drug/list',
    {
      schema: {
        summary: 'A page of the drug reference in ascending id order (keyset: lastId), optionally searched by name',
        body: ZDrugListRequest,
        response: { 200: envelopeOf(ZDrugPage) },
      },
    },
    async (request) => request.ok(await findDrugs(db, request.locale, request.body)),
  );

  app.post(
    '/v1/medical-tools/drug/detail/:id',
    {
      schema: {
        summary: 'One drug of the reference, in the language of the request',
        params: ZDrugDetailParams,
        response: { 200: envelopeOf(ZDrugDetail) },
      },
    },
    async (request) => request.ok(await getDrug(db, request.locale, request.params.id)),
  );
};
