import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/** Row types of migration 0004 (merged into db/schema.ts's Database). Timestamps are epoch milliseconds. */
export type ClinicsDatabase = {
  company_auths: CompanyAuthTable;
  doctor_auths: DoctorAuthTable;
  clinic_applications: ClinicApplicationTable;
  employees: EmployeeTable;
  addresses: AddressTable;
  design_preferences: DesignPreferenceTable;
};

/** Company authentication: one per company (the single company's clinic or a chain's main clinic). */
export type CompanyAuthTable = {
  id: Generated<number>;
  clinic_id: number;
  company_name: string;
  /** Object keys (purpose 'licence'). */
  permit_license: string;
  business_license: string;
  /** The licences' validity periods, YYYY-MM-DD (migration 0031); null when none is printed. */
  permit_valid_from: string | null;
  permit_valid_to: string | null;
  business_valid_from: string | null;
  business_valid_to: string | null;
  user_id: number;
  /** OrgAuthStatus: 0 pending, 1 approved, 2 rejected. */
  status: number;
  reject_reason: string | null;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
};

export type DoctorAuthTable = {
  id: Generated<number>;
  user_id: number;
  real_name: string;
  title_post: string;
  /** Object keys (purpose 'id-image'). */
  id_card_path: string;
  cert_path: string;
  /** DoctorAuthStatus: 1 pending, 2 authenticated, 3 rejected (users.doctor_auth_status follows it). */
  status: number;
  reject_reason: string | null;
  has_updated: Flag;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
};

export type ClinicApplicationTable = {
  id: Generated<number>;
  clinic_id: number;
  user_id: number;
  first_name: string;
  status: 'pending' | 'approved' | 'rejected';
  remark: string | null;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
};

export type EmployeeTable = {
  id: Generated<number>;
  clinic_id: number;
  user_id: number | null;
  real_name: string;
  phone: string;
  id_number: string | null;
  job: string | null;
  job_type: string | null;
  work_type: string | null;
  work_status: string | null;
  position: string | null;
  entry_date: string | null;
  departure_date: string | null;
  remark: string;
  title_post: string | null;
  cert_path: string | null;
  id_card_path: string | null;
  /** The switch as set on the record; copied to clinic_members.hide_prices of the linked account. */
  hide_prices: Flag;
  /** Patients may book appointments with this person; patients may register with them (migration 0027). */
  bookable: Generated<Flag>;
  registrable: Generated<Flag>;
  created_at: number;
  updated_at: number;
};

export type AddressTable = {
  id: Generated<number>;
  user_id: number;
  province: string;
  city: string;
  district: string;
  address: string;
  name: string;
  phone: string;
  created_at: number;
  updated_at: number;
};

export type DesignPreferenceTable = {
  user_id: number;
  occlusion: number;
  proximal_contact: number;
  edentulous_area: number;
  black_triangle: number;
  transparency: string;
  form_design: string;
  updated_at: number;
};
