import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FEE_AGREEMENT_VERSION, PAY_SECURITY_PATHS } from '../../../domain/payments/pay-security';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { apiUrl } from '../../testing/session-generators';
import { FeeAgreement } from './fee-agreement';

const envelope = (data: unknown) => Response.json({ code: 200, msg: 'Success', data });

describe('FeeAgreement', () => {
  it('opens the readable text in a dialog and records the acceptance of the current version', async () => {
    const user = userEvent.setup();
    const accepted: unknown[] = [];
    server.use(
      http.post(apiUrl('design', PAY_SECURITY_PATHS.agreementState), () => envelope({ version: FEE_AGREEMENT_VERSION, acceptedVersion: null })),
      http.post(apiUrl('design', PAY_SECURITY_PATHS.agreementAccept), async ({ request }) => {
        accepted.push(await request.json());
        return envelope({ version: FEE_AGREEMENT_VERSION, acceptedVersion: FEE_AGREEMENT_VERSION });
      }),
    );
    const onAcceptedChange = vi.fn();
    renderWithProviders(<FeeAgreement onAcceptedChange={onAcceptedChange} />);
    await waitFor(() => expect(onAcceptedChange).toHaveBeenCalledWith(false));
    await user.click(screen.getByRole('button', { name: 'Read the fee agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fee agreement' });
    expect(dialog.textContent).toContain('Refunds go back the way the money came');
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(onAcceptedChange).toHaveBeenLastCalledWith(true));
    expect(accepted).toEqual([{ version: FEE_AGREEMENT_VERSION }]);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('shows ticked when the current version was accepted before', async () => {
    server.use(
      http.post(apiUrl('design', PAY_SECURITY_PATHS.agreementState), () => envelope({ version: FEE_AGREEMENT_VERSION, acceptedVersion: FEE_AGREEMENT_VERSION })),
    );
    const onAcceptedChange = vi.fn();
    renderWithProviders(<FeeAgreement onAcceptedChange={onAcceptedChange} />);
    await waitFor(() => expect(onAcceptedChange).toHaveBeenCalledWith(true));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});
