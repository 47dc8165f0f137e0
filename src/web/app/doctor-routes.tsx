import { useQueryClient } from '@tanstack/react-query';
import { DoctorOverviewPage } from '../features/doctor/pages/doctor-overview-page';
import { switchToClinic } from '../features/shell/api/change-clinic';
import { orderLinkOf } from '../lines/registry';
import { useSession } from '../lib/session/session-store';

/**
 * /userDoctor, composed here because it opens other features' pages in their clinic (features never import each
 * other): the shell's clinic switching first, then the line registry's order links.
 */
export function DoctorOverviewRoute() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const currentClinicId = session?.clinicId ?? null;
  return (
    <DoctorOverviewPage
      orderLinkOf={orderLinkOf}
      switchClinic={(clinicId) => switchToClinic(queryClient, currentClinicId, clinicId)}
    />
  );
}
