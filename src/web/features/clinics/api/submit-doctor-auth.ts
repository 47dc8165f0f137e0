import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDoctorAuthSubmitRequest } from '../../../../domain/clinics/doctor-auth';
import { api } from '../../../lib/http/api-client';
import { confirmSession } from '../../../lib/session/session-store';
import { clinicQueryKeys } from './clinic-query-keys';

export { ZDoctorAuthSubmitRequest } from '../../../../domain/clinics/doctor-auth';

/** POST /api/tenant/doctorAuth/submit: pending review afterwards. Silent: the form shows the message. */
export function submitDoctorAuth(request: TDoctorAuthSubmitRequest) {
  return api.post<null>('tenant', '/doctorAuth/submit', request, { isSilent: true });
}

/** Submits, then reloads the status and the session (its userAuth is now "pending"). */
export function useSubmitDoctorAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDoctorAuth,
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clinicQueryKeys.doctorAuth() }),
        confirmSession(queryClient),
      ]);
    },
  });
}
