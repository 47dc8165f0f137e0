import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicSuccessMessages } from '../../../domain/clinics/clinic-messages';
import {
  ZApplyPassRequest,
  ZApplyRejectRequest,
  ZClinicApplicationPage,
  ZClinicIdParams,
  ZClinicSearchResults,
  ZCreateCompanyRequest,
  ZCreatedCompany,
  ZLabelledOption,
  ZOrgAuthInfo,
  ZRelateClinicAnswer,
  ZRelateClinicRequest,
  ZRelatedClinicPage,
  ZSearchClinicRequest,
  type TLabelledOption,
} from '../../../domain/clinics/company';
import { ZPageRequest } from '../../../domain/clinics/fields';
import { JOB_TYPES, STANDARD_JOBS, type Option } from '../../../domain/clinics/staff-options';
import { PROFESSIONAL_TITLES } from '../../../domain/clinics/titles';
import { requireClinic, requireClinicPermission, requireSignIn } from '../../auth/guards';
import { envelopeOf } from '../../http/envelope';
import { runMutation } from '../../http/idempotency';
import { guardedBy } from '../../http/access';
import { requireClinicSideUser } from './clinic-side-user';
import {
  approveApplication,
  deleteRelation,
  findApplications,
  findRelatedClinics,
  rejectApplication,
  relateClinic,
  searchClinics,
} from './applications';
import { createCompany, findOrgAuth } from './companies';
import { requireUploadedFiles, storedFile } from './uploaded-files';

const labelled = (request: FastifyRequest, options: readonly Option<string>[]): TLabelledOption[] =>
  options.map((option) => ({ value: option.value, label: request.t(option.label) }));

/** Tenant service: companies and clinics, joining a clinic, and the reference lists of the join and staff forms. */
/** Applications to join are reviewed by the clinic admin (permission matrix: application:review). */
const requireReviewer = requireClinicPermission('application:review');

export const clinicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/v1/company/create',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Create a single company or a chain (main clinic plus branches); authentication pending review',
        body: ZCreateCompanyRequest,
        response: { 200: envelopeOf(ZCreatedCompany) },
      },
    },
    async (request, reply) => {
      const principal = requireClinicSideUser(request);
      const { permitLicense, businessLicense } = request.body;
      await requireUploadedFiles(
        db,
        [
          { key: permitLicense, purpose: 'licence' },
          { key: businessLicense, purpose: 'licence' },
        ],
        `user:${principal.userId}`,
      );
      return runMutation(request, reply, async (trx) => {
        const created = await createCompany(
          trx,
          {
            userId: principal.userId,
            sessionId: principal.sessionId,
            currentClinicId: principal.clinicId,
            ip: request.ip,
          },
          request.body,
        );
        return request.ok(created, {
          message: clinicSuccessMessages.submitted,
          extra: { companyId: created.companyId, isChain: created.isChain },
        });
      });
    },
  );

  app.post(
    '/v1/org-auth-info',
    {
      ...guardedBy(requireClinic),
      schema: {
        summary: 'The company authentication of the current clinic',
        response: { 200: envelopeOf(ZOrgAuthInfo) },
      },
    },
    async (request) => {
      const principal = requireClinic(request);
      const auth = await findOrgAuth(db, principal.clinicId);
      return request.ok(
        {
          ...auth,
          permitLicense: storedFile(app, auth.permitLicense),
          businessLicense: storedFile(app, auth.businessLicense),
        },
        { extra: { companyId: auth.companyId, isChain: auth.isChain } },
      );
    },
  );

  app.post(
    '/v1/account/search-clinic',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Clinics whose name contains the text (at most three)',
        body: ZSearchClinicRequest,
        response: { 200: envelopeOf(ZClinicSearchResults) },
      },
    },
    async (request) => {
      requireSignIn(request);
      return request.ok(await searchClinics(db, request.body.name));
    },
  );

  app.post(
    '/v1/account/relate-clinic',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Apply to join a clinic',
        body: ZRelateClinicRequest,
        response: { 200: envelopeOf(ZRelateClinicAnswer) },
      },
    },
    async (request, reply) => {
      const principal = requireClinicSideUser(request);
      return runMutation(request, reply, async (trx) =>
        request.ok(
          { applicationId: await relateClinic(trx, principal.userId, request.body) },
          { message: clinicSuccessMessages.associationSubmitted },
        ),
      );
    },
  );

  app.post(
    '/v1/account/list-related-clinic',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'The caller’s clinics and open or refused applications',
        body: ZPageRequest,
        response: { 200: envelopeOf(ZRelatedClinicPage) },
      },
    },
    async (request) => request.ok(await findRelatedClinics(db, requireSignIn(request).userId, request.body)),
  );

  app.post(
    '/v1/account/list-apply-clinic',
    {
      ...guardedBy(requireReviewer),
      schema: {
        summary: 'Applications to the admin’s current clinic',
        body: ZPageRequest,
        response: { 200: envelopeOf(ZClinicApplicationPage) },
      },
    },
    async (request) => request.ok(await findApplications(db, requireReviewer(request).clinicId, request.body)),
  );

  app.post(
    '/v1/account/apply-pass',
    {
      ...guardedBy(requireReviewer),
      schema: {
        summary: 'Approve an application to the current clinic',
        body: ZApplyPassRequest,
        response: { 200: envelopeOf(z.object({ employeeId: z.number().int(), isDoctor: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const admin = requireReviewer(request);
      return runMutation(request, reply, async (trx) => request.ok(await approveApplication(trx, admin, request.body)));
    },
  );

  app.post(
    '/v1/account/apply-reject',
    {
      ...guardedBy(requireReviewer),
      schema: {
        summary: 'Refuse an application to the current clinic (reason required)',
        body: ZApplyRejectRequest,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const admin = requireReviewer(request);
      return runMutation(request, reply, async (trx) => {
        await rejectApplication(trx, admin, request.body);
        return request.ok(null);
      });
    },
  );

  app.post(
    '/v1/account/delete-relate/:clinicId',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Withdraw an application to a clinic, or leave it',
        params: ZClinicIdParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const principal = requireSignIn(request);
      return runMutation(request, reply, async (trx) => {
        await deleteRelation(trx, principal.userId, request.params.clinicId);
        return request.ok(null, { message: clinicSuccessMessages.deleted });
      });
    },
  );

  const optionList = envelopeOf(z.array(ZLabelledOption));
  app.get(
    '/v1/findInduction',
    {
      ...guardedBy(requireSignIn),
      schema: {
        summary: 'Standard jobs (free text up to 25 characters is accepted too)',
        response: { 200: optionList },
      },
    },
    async (request) => request.ok(labelled(request, STANDARD_JOBS)),
  );
  app.get(
    '/v1/jobTypes',
    {
      ...guardedBy(requireSignIn),
      schema: { summary: 'Job types: official, internship', response: { 200: optionList } },
    },
    async (request) => request.ok(labelled(request, JOB_TYPES)),
  );
  app.get(
    '/v1/titles',
    {
      ...guardedBy(requireSignIn),
      schema: { summary: 'Professional titles of doctors', response: { 200: optionList } },
    },
    async (request) => request.ok(labelled(request, PROFESSIONAL_TITLES)),
  );
};
