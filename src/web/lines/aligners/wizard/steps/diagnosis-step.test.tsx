import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { DiagnosisStep, type DiagnosisValue } from './diagnosis-step';

function Harness({
  initial = {},
  errors = {},
  onChange,
}: {
  initial?: DiagnosisValue;
  errors?: Partial<Record<string, string>>;
  onChange?: (next: DiagnosisValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DiagnosisStep
      value={value}
      errors={errors}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const radioGroup = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
const choose = (group: string, option: string) => within(radioGroup(group)).getByRole('radio', { name: option });
const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('DiagnosisStep', () => {
  it('labels every choice: the Angle classes of both sides and each diagnostic answer', () => {
    renderWithProviders(<Harness />);
    for (const name of [
      'Angle class, right side',
      'Angle class, left side',
      'Sagittal relation',
      'Overjet',
      'Midline',
      'Space',
      'Extraction',
      'Temporomandibular joint \\(TMJ\\)',
      'Mini-implants',
    ]) {
      expect(radioGroup(name).getAttribute('aria-required')).toBe('true');
    }
    expect(within(radioGroup('Angle class, left side')).getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByRole('group', { name: 'Case features' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Unmovable teeth' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Teeth to extract' })).toBeNull();
  });

  it('gives the stored value of each choice, keeping the rest of the step', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ overjet: 'maintain' }} onChange={onChange} />);

    await user.click(choose('Angle class, right side', 'Class II division 1, subdivision'));
    expect(onChange).toHaveBeenLastCalledWith({ overjet: 'maintain', angleClassRight: 'Class2Div1Subdivision' });
    expect((choose('Angle class, right side', 'Class II division 1, subdivision') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((choose('Angle class, left side', 'Class II division 1, subdivision') as HTMLInputElement).checked).toBe(
      false,
    );

    await user.click(choose('Angle class, left side', 'Class III'));
    await user.click(choose('Sagittal relation', 'Improve the canine relation'));
    await user.click(choose('Midline', 'Move both midlines'));
    await user.click(choose('Temporomandibular joint \\(TMJ\\)', 'Clicking'));
    await user.click(choose('Mini-implants', 'Already in place'));
    expect(onChange).toHaveBeenLastCalledWith({
      overjet: 'maintain',
      angleClassRight: 'Class2Div1Subdivision',
      angleClassLeft: 'Class3',
      sagittalRelation: 'improveCanine',
      midline: 'improveBoth',
      tmj: 'clicking',
      miniImplants: 'inPlace',
    });
  });

  it('chooses several case features and unchooses one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const features = screen.getByRole('group', { name: 'Case features' });
    await user.click(within(features).getByRole('checkbox', { name: 'Deep bite' }));
    await user.click(within(features).getByRole('checkbox', { name: 'Crowding (over 1 cm)' }));
    expect(onChange).toHaveBeenLastCalledWith({ features: ['DeepBite', 'Crowding'] });
    await user.click(within(features).getByRole('checkbox', { name: 'Deep bite' }));
    expect(onChange).toHaveBeenLastCalledWith({ features: ['Crowding'] });
  });

  it('marks the teeth to extract, keeps them out of the unmovable chart, and clears them for another answer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={{ unmovableTeeth: [11] }} onChange={onChange} />);

    await user.click(choose('Extraction', 'Extract the marked teeth'));
    const extract = screen.getByRole('group', { name: 'Teeth to extract' });
    expect((within(extract).getByRole('button', { name: 'Tooth 11' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(extract).getByRole('button', { name: 'Tooth 24' }));
    await user.click(within(extract).getByRole('button', { name: 'Tooth 14' }));
    expect(onChange).toHaveBeenLastCalledWith({ unmovableTeeth: [11], extraction: 'teeth', extractionTeeth: [14, 24] });

    const unmovable = screen.getByRole('group', { name: 'Unmovable teeth' });
    expect((within(unmovable).getByRole('button', { name: 'Tooth 14' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(unmovable).getByRole('button', { name: 'Tooth 46' }));
    expect(onChange).toHaveBeenLastCalledWith({
      unmovableTeeth: [11, 46],
      extraction: 'teeth',
      extractionTeeth: [14, 24],
    });

    await user.click(choose('Extraction', 'No extraction'));
    expect(onChange).toHaveBeenLastCalledWith({ unmovableTeeth: [11, 46], extraction: 'none', extractionTeeth: [] });
    expect(screen.queryByRole('group', { name: 'Teeth to extract' })).toBeNull();
  });

  it('shows each error next to its field and ties it to the control', () => {
    renderWithProviders(
      <Harness
        initial={{ extraction: 'teeth' }}
        errors={{ angleClassLeft: 'Choose the Angle class.', extractionTeeth: 'Mark the teeth to extract.' }}
      />,
    );
    const left = radioGroup('Angle class, left side');
    expect(left.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(left)).toContain('Choose the Angle class.');
    expect(radioGroup('Angle class, right side').getAttribute('aria-invalid')).toBeNull();

    const extract = screen.getByRole('group', { name: 'Teeth to extract' });
    expect(extract.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(extract)).toContain('Mark the teeth to extract.');
  });
});
