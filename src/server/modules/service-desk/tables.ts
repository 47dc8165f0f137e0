import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/** Row types of migrations 0027 (service requests) and 0028 (the chat). */
export type ServiceDeskDatabase = {
  service_requests: ServiceRequestTable;
  service_messages: ServiceMessageTable;
  service_threads: ServiceThreadTable;
};

export type ServiceRequestTable = {
  id: Generated<number>;
  /** 'account' (account/apply) or 'callback' (contact-with-mmm). */
  kind: string;
  user_id: number;
  clinic_id: number | null;
  /** The service agent asked for (contact-with-mmm's kUserId), if any. */
  agent_user_id: number | null;
  phone: string;
  clinic_name: string | null;
  contact_name: string | null;
  remark: Generated<string>;
  created_at: number;
  handled_at: number | null;
  handled_by: number | null;
};

export type ServiceMessageTable = {
  id: Generated<number>;
  /** The clinic-side user whose conversation this is. */
  user_id: number;
  author_id: number;
  from_staff: Flag;
  body: string;
  created_at: number;
};

export type ServiceThreadTable = {
  user_id: number;
  clinic_id: number | null;
  last_message: string;
  last_message_at: number;
  awaiting_reply: Flag;
};
