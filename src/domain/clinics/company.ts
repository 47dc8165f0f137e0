import { z } from 'zod';
import { messageId } from '../validation/messages';
import { ZMobile } from '../validation/mobile';
import { clinicMessageId } from './clinic-messages';
import { ZId, ZObjectKey, ZStoredFile, optionalText, pageOf, requiredText } from './fields';
import { ZLicenceValidity } from './licence-validity';
import { JOB_TYPES, WORK_STATUSES, WORK_TYPES, valuesOf } from './staff-options';

const invalid = { error: messageId('invalidValue') };

/** A chain has at most this many branches created at once. */
export const MAX_BRANCHES = 20;
/** Search answers at most three clinics, by design: joining a clinic needs its name, not a directory. */
export const CLINIC_SEARCH_LIMIT = 3;

/**
 * POST /api/tenant/v1/company/create: a single company, or a chain (a main clinic named companyName plus branches).
 * The licences are object keys of files uploaded with purpose 'licence', each with the validity period printed on
 * it (null: none printed, as a business licence of unlimited term).
 */
export const ZCreateCompanyRequest = z
  .object({
    companyName: requiredText(50),
    isChain: z.boolean(invalid).default(false),
    branches: z.array(requiredText(50), invalid).max(MAX_BRANCHES, invalid).default([]),
    permitLicense: ZObjectKey,
    businessLicense: ZObjectKey,
    permitValidity: ZLicenceValidity.nullable().default(null),
    businessValidity: ZLicenceValidity.nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.isChain && value.branches.length === 0)
      context.addIssue({ code: 'custom', path: ['branches'], message: clinicMessageId('branchesRequired') });
    if (!value.isChain && value.branches.length > 0)
      context.addIssue({ code: 'custom', path: ['branches'], message: clinicMessageId('branchesNotAllowed') });
    const names = [value.companyName, ...value.branches].map((name) => name.toLowerCase());
    if (new Set(names).size !== names.length)
      context.addIssue({ code: 'custom', path: ['branches'], message: clinicMessageId('branchNamesRepeated') });
  });
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

export const ZCreatedCompany = z.object({
  /** The main clinic (or the single company): its id is the company id. */
  companyId: z.number().int(),
  isChain: z.boolean(),
  clinics: z.array(z.object({ clinicId: z.number().int(), name: z.string(), isMain: z.boolean() })),
});
export type TCreatedCompany = z.infer<typeof ZCreatedCompany>;

/** POST /api/tenant/v1/org-auth-info: the company authentication of the current clinic's company. */
export const ZOrgAuthInfo = z.object({
  clinicId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  permitLicense: ZStoredFile.nullable(),
  businessLicense: ZStoredFile.nullable(),
  permitValidity: ZLicenceValidity.nullable(),
  businessValidity: ZLicenceValidity.nullable(),
  isMain: z.boolean(),
  isChain: z.boolean(),
  /** The company authentication's own status (-1 when never submitted). */
  authStatus: z.number().int(),
  /** The clinic's organisation status as the session reports it. */
  orgAuth: z.number().int(),
  /** Who submitted the authentication; null when never submitted. */
  userId: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
});
export type TOrgAuthInfo = z.infer<typeof ZOrgAuthInfo>;

/** POST /api/tenant/v1/account/search-clinic. */
export const ZSearchClinicRequest = z.object({ name: requiredText(50) });
export const ZClinicSearchResult = z.object({ id: z.number().int(), name: z.string() });
export const ZClinicSearchResults = z.array(ZClinicSearchResult).max(CLINIC_SEARCH_LIMIT);
export type TSearchClinicRequest = z.infer<typeof ZSearchClinicRequest>;
export type TClinicSearchResult = z.infer<typeof ZClinicSearchResult>;

/** POST /api/tenant/v1/account/relate-clinic: ask to join a clinic. */
export const ZRelateClinicRequest = z.object({
  clinicId: ZId,
  firstName: z
    .string({ error: clinicMessageId('firstNameRequired') })
    .trim()
    .min(1, { error: clinicMessageId('firstNameRequired') })
    .max(25, { error: clinicMessageId('textTooLong25') }),
});
export type TRelateClinicRequest = z.infer<typeof ZRelateClinicRequest>;
export const ZRelateClinicAnswer = z.object({ applicationId: z.number().int() });

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** One line of the caller's related clinics: a membership (approved) or an application still open or refused. */
export const ZRelatedClinic = z.object({
  clinicId: z.number().int(),
  clinicName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  firstName: z.string().nullable(),
  /** The reason given when the application was refused. */
  remark: z.string().nullable(),
  isAdmin: z.boolean(),
  isMain: z.boolean(),
  createdAt: z.number().int(),
});
export const ZRelatedClinicPage = pageOf(ZRelatedClinic);
export type TRelatedClinic = z.infer<typeof ZRelatedClinic>;

/** One application to the admin's current clinic. */
export const ZClinicApplication = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  userName: z.string(),
  phone: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export const ZClinicApplicationPage = pageOf(ZClinicApplication);
export type TClinicApplication = z.infer<typeof ZClinicApplication>;

/** POST /api/tenant/v1/account/apply-pass: approve an application; the applicant becomes a member and an employee. */
export const ZApplyPassRequest = z.object({
  clinicId: ZId,
  userId: ZId,
  job: requiredText(25),
  jobType: z.enum(valuesOf(JOB_TYPES), invalid),
  workType: z.enum(valuesOf(WORK_TYPES), invalid),
  workStatus: z.enum(valuesOf(WORK_STATUSES), invalid),
  phone: ZMobile,
  realName: requiredText(25),
  remark: optionalText(100),
});
export type TApplyPassRequest = z.infer<typeof ZApplyPassRequest>;

/** POST /api/tenant/v1/account/apply-reject: the remark is the reason, and required (spec section 5). */
export const ZApplyRejectRequest = z.object({
  clinicId: ZId,
  userId: ZId,
  remark: z
    .string({ error: clinicMessageId('rejectReasonRequired') })
    .trim()
    .min(1, { error: clinicMessageId('rejectReasonRequired') })
    .max(100, { error: clinicMessageId('textTooLong100') }),
});
export type TApplyRejectRequest = z.infer<typeof ZApplyRejectRequest>;

/** POST /api/tenant/v1/account/disassociateEmployee?clinicId&employeeId (without employeeId: the caller's own record). */
export const ZDisassociateQuery = z.object({
  clinicId: z.coerce.number(invalid).int(invalid).positive(invalid),
  employeeId: z.coerce.number(invalid).int(invalid).positive(invalid).optional(),
});
export const ZClinicIdParams = z.object({ clinicId: z.coerce.number(invalid).int(invalid).positive(invalid) });

/** A reference list entry with its label in the request's language. */
export const ZLabelledOption = z.object({ value: z.string(), label: z.string() });
export type TLabelledOption = z.infer<typeof ZLabelledOption>;
