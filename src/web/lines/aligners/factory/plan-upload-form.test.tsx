import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import { ALIGNER_PATHS } from '../../../../domain/lines/aligners/requests';
import { getToasts } from '../../../components/ui/toast/toast-store';
import { answerObjectStore } from '../../../lib/upload/testing/object-store';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { buildSession } from '../../../testing/session-generators';
import {
  answerFactoryCase,
  buildDetail,
  conflictAnswer,
  planOf,
} from '../../../features/factory/testing/factory-case-api';
import { PlanUploadForm } from './plan-upload-form';

const stl = (name: string) => new File([`solid ${name}\nendsolid ${name}\n`], name, { type: 'model/stl' });
const pdf = (name: string) => new File(['%PDF-1.4\n%plan\n'], name, { type: 'application/pdf' });

afterEach(() => window.history.replaceState(null, '', '/'));

function renderForm(detail: TCaseDetail) {
  window.history.replaceState(null, '', '/userFactory/case/41');
  const callbacks = { onDone: vi.fn(), onConflict: vi.fn(), onCancel: vi.fn() };
  renderSignedIn(
    <PlanUploadForm
      detail={detail}
      action={{ kind: 'uploadPlan', to: 8, form: 'plan', isDestructive: false, photos: 0 }}
      transition={vi.fn()}
      label="Upload the plan"
      isStillValid
      {...callbacks}
    />,
    { path: '/userFactory/case/41', session: buildSession({ isFactory: true, clinicId: null, clinicList: [] }) },
  );
  return { callbacks, form: screen.getByRole('form', { name: 'Upload the plan' }) };
}

const field = <T extends HTMLElement>(form: HTMLElement, label: string | RegExp) =>
  within(form).getByLabelText<T>(label);
const allUploaded = (form: HTMLElement) =>
  waitFor(
    () =>
      within(form)
        .getAllByTestId('plan-file-row')
        .forEach((row) => expect(within(row).getByText('Uploaded')).toBeTruthy()),
    { timeout: 5000 },
  );

describe('the plan form', () => {
  it('places dropped files at the arch and step their names say, uploads each as a plan file, and sends the mapping', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = answerObjectStore({ partSize: 1024 });
    const { state } = answerFactoryCase(buildDetail({ status: 6 }));
    const { form, callbacks } = renderForm(buildDetail({ status: 6 }));

    await user.upload(within(form).getByLabelText('Choose files'), [
      stl('upper_03.stl'),
      stl('lower-0.stl'),
      stl('Upper_00.stl'),
      stl('mystery.stl'),
      pdf('plan.pdf'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(within(form).getByText('Not added, neither a model nor a PDF: notes.txt')).toBeTruthy();
    const rows = within(form).getAllByTestId('plan-file-row');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'Upper_00.stl',
      'lower-0.stl',
      'upper_03.stl',
      'mystery.stl',
    ]);
    expect(field<HTMLSelectElement>(form, 'Arch of upper_03.stl').value).toBe('upper');
    expect(field<HTMLInputElement>(form, 'Step of upper_03.stl').value).toBe('3');
    expect(field<HTMLSelectElement>(form, 'Arch of lower-0.stl').value).toBe('lower');
    expect(field<HTMLInputElement>(form, 'Step of lower-0.stl').value).toBe('0');
    expect(field<HTMLSelectElement>(form, 'Arch of mystery.stl').value).toBe('');
    expect(field<HTMLInputElement>(form, 'Step of mystery.stl').value).toBe('');
    await allUploaded(form);
    await waitFor(() => expect(within(form).getByText('plan.pdf').parentElement?.textContent).toContain('Uploaded'), {
      timeout: 5000,
    });
    expect(store.created.map((created) => created.purpose)).toEqual(['plan', 'plan', 'plan', 'plan', 'plan']);

    // Nothing typed yet: steps, price and the unplaced file are each said where they are.
    await user.click(within(form).getByRole('button', { name: 'Upload the plan' }));
    expect(within(form).getByText('Enter a step count from 1 to 99.')).toBeTruthy();
    expect(within(form).getByText('Choose upper or lower.')).toBeTruthy();
    expect(within(form).getByText('Enter an amount greater than 0 with at most two decimals.')).toBeTruthy();
    expect(field(form, 'Arch of mystery.stl').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(form).getByRole('button', { name: 'More: Upper steps' }));
    await user.type(field(form, 'Upper steps'), '2');
    await user.type(field(form, 'Lower steps'), '10');
    await user.selectOptions(field(form, 'Arch of mystery.stl'), 'lower');
    await user.type(field(form, 'Step of mystery.stl'), '11');
    expect(within(form).getByText('Enter a step from 0 to 10.')).toBeTruthy();
    await user.clear(field(form, 'Step of mystery.stl'));
    await user.type(field(form, 'Step of mystery.stl'), '5');
    // The numeric input keeps two decimals: a third typed one never lands in the field.
    await user.type(field(form, /Price/), '12800.555');
    expect((field(form, /Price/) as HTMLInputElement).value).toBe('12800.55');
    await user.clear(field(form, /Price/));
    await user.type(field(form, /Price/), '0');
    expect(within(form).getByText('Enter an amount greater than 0 with at most two decimals.')).toBeTruthy();
    await user.clear(field(form, /Price/));
    await user.type(field(form, /Price/), '12800.50');
    await user.type(field(form, /Note for the doctor/), 'Attachments on 13 and 23.');
    expect(state.writes).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Upload the plan' }));
    await waitFor(() => expect(callbacks.onDone).toHaveBeenCalled());
    const key = (name: string) => expect.stringMatching(new RegExp(`^plan/\\d+-${name.replace('.', '\\.')}$`));
    expect(state.writes).toEqual([
      {
        path: ALIGNER_PATHS.factoryPlan,
        body: {
          orderId: 41,
          expectedStatus: 6,
          totalSteps: { upSteps: 12, downSteps: 10 },
          steps: [
            { step: 0, upperKey: key('Upper_00.stl'), lowerKey: key('lower-0.stl') },
            { step: 3, upperKey: key('upper_03.stl'), lowerKey: null },
            { step: 5, upperKey: null, lowerKey: key('mystery.stl') },
          ],
          documentKey: key('plan.pdf'),
          documentName: 'plan.pdf',
          price: 12800.5,
          note: 'Attachments on 13 and 23.',
        },
      },
    ]);
  }, 20_000);

  it('needs at least one staged model, and one file per arch and step', async () => {
    const user = userEvent.setup();
    answerObjectStore({ partSize: 1024 });
    const { state } = answerFactoryCase(buildDetail({ status: 6 }));
    const { form } = renderForm(buildDetail({ status: 6 }));
    await user.type(field(form, 'Upper steps'), '5');
    await user.type(field(form, /Price/), '900');
    await user.click(within(form).getByRole('button', { name: 'Upload the plan' }));
    expect(within(form).getByText('Add at least one staged model.')).toBeTruthy();

    await user.upload(within(form).getByLabelText('Choose files'), [stl('upper_01.stl'), stl('U1.stl')]);
    await allUploaded(form);
    await user.click(within(form).getByRole('button', { name: 'Upload the plan' }));
    expect(within(form).getByText("Another file is already this arch's model of step 1.")).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Remove U1.stl' }));
    await user.click(within(form).getByRole('button', { name: 'Upload the plan' }));
    await waitFor(() => expect(state.writes).toHaveLength(1));
  }, 20_000);

  it('a revision starts from the current plan; a conflict is handed up and the input stays', async () => {
    const user = userEvent.setup();
    answerObjectStore({ partSize: 1024 });
    const detail = buildDetail({
      status: 16,
      plans: [planOf(1, { decision: 'rejected', decisionReason: 'Too long' })],
    });
    answerFactoryCase(detail, () => conflictAnswer(3, 'Patient moved abroad.'));
    const { form, callbacks } = renderForm(detail);
    expect(field<HTMLInputElement>(form, 'Upper steps').value).toBe('12');
    expect(field<HTMLInputElement>(form, 'Lower steps').value).toBe('10');
    expect(field<HTMLInputElement>(form, /Price/).value).toBe('12800');

    await user.upload(within(form).getByLabelText('Choose files'), [stl('lower_04.stl')]);
    await allUploaded(form);
    await user.type(field(form, /Note for the doctor/), 'Fewer steps on the lower arch.');
    await user.click(within(form).getByRole('button', { name: 'Upload the plan' }));
    await waitFor(() => expect(callbacks.onConflict).toHaveBeenCalledWith(expect.objectContaining({ status: 3 })));
    expect(callbacks.onDone).not.toHaveBeenCalled();
    expect(field<HTMLTextAreaElement>(form, /Note for the doctor/).value).toBe('Fewer steps on the lower arch.');
    expect(within(form).getAllByTestId('plan-file-row')).toHaveLength(1);
    expect(getToasts()).toEqual([]);
  }, 20_000);
});
