/** Row types of migration 0023: cloud-platform linking. */
export type CloudLinkDatabase = {
  cloud_link_requests: { code_challenge: string; user_id: number; code_verifier: string; expires_at: number; created_at: number };
  cloud_links: { user_id: number; provider: string; account_id: string; account_name: string; linked_at: number };
  local_cloud_codes: {
    code_hash: string;
    code_challenge: string;
    account_id: string;
    account_name: string;
    expires_at: number;
    used_at: number | null;
    created_at: number;
  };
};
