/** Row types of migration 0026: one wearing plan per aligner patient. */
export type WearingDatabase = { wearing_plans: WearingPlanTable };

export type WearingPlanTable = {
  patient_id: number;
  clinic_id: number;
  hours_per_day: number;
  days_per_aligner: number;
  total_aligners: number;
  current_aligner: number;
  /** `YYYY-MM-DD`: the day the current aligner was first worn (the clinic device's calendar). */
  current_since: string;
  updated_by: number;
  created_at: number;
  updated_at: number;
};
