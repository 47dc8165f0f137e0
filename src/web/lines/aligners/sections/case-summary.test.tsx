import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCaseDataInput } from '../../../../domain/lines/aligners/case-data';
import { renderWithProviders } from '../../../testing/render';
import { ageFrom } from '../../../../domain/validation/age';
import { CaseSummary } from './case-summary';

const digitalCase: TCaseDataInput = {
  basic: {
    patientId: 7,
    doctorName: 'Dr. Ada Lin',
    doctorMobile: '13800000000',
    brand: 'cuspid-clear',
    series: 'lite',
    arches: 'upper',
    chiefComplaint: 'Crowded front teeth.',
    treatmentGoals: 'Align the upper arch.',
  },
  images: { imageStageId: 3 },
  model: { kind: 'digital', upperModelId: 11, lowerModelId: null },
  diagnosis: {
    features: ['Crowding', 'DeepBite'],
    angleClassLeft: 'Class2Div1',
    angleClassRight: 'Class1',
    sagittalRelation: 'improveCanineMolar',
    overjet: 'improve',
    midline: 'improveUpper',
    space: 'leaveForRestoration',
    extraction: 'teeth',
    extractionTeeth: [24, 14],
    tmj: 'normal',
    miniImplants: 'notAllowed',
    unmovableTeeth: [],
  },
  scheme: {
    treatmentMethods: ['3rdMolarExtraction', 'IPR', 'Class2Elastics'],
    otherDescription: 'Mind the crown on 36.',
  },
};

/** The value shown for a label of the sheet (inside `scope` when two sections share a label). */
function valueOf(term: string, scope: HTMLElement = document.body) {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}
const section = (name: string) => screen.getByRole('region', { name });

describe('CaseSummary', () => {
  it('shows the whole case as a prescription sheet with labels, not stored values', () => {
    renderWithProviders(
      <CaseSummary
        caseData={digitalCase}
        patient={{ name: 'Mei Zhang', gender: 2, birthDate: '1988-02-03', phone: '13912345678' }}
        imageStage={{ name: 'Initial records', stageTime: '2026-01-05' }}
        modelNames={{ upper: 'upper-scan.stl', lower: null }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Prescription sheet' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Basic info',
      'Images',
      'Model',
      'Diagnostic design',
      'Scheme design',
    ]);

    expect(valueOf('Patient')).toBe('Mei Zhang');
    expect(valueOf('Sex')).toBe('Female');
    expect(valueOf('Brand')).toBe('Cuspid Clear');
    expect(valueOf('Series')).toBe('Lite (up to 20 steps)');
    expect(valueOf('Arches')).toBe('Upper arch only');
    expect(valueOf('Chief complaint')).toBe('Crowded front teeth.');
    expect(valueOf('Image stage')).toBe('Initial records');
    expect(valueOf('Stage date')).toBe('5 Jan 2026');
    expect(valueOf('Model type')).toBe('Digital model');
    expect(valueOf('Upper model')).toBe('upper-scan.stl');
    expect(valueOf('Lower model')).toBe('—');

    const diagnosis = section('Diagnostic design');
    expect(valueOf('Case features', diagnosis)).toBe('Crowding (over 1 cm), Deep bite');
    expect(valueOf('Angle class, right side', diagnosis)).toBe('Class I');
    expect(valueOf('Angle class, left side', diagnosis)).toBe('Class II division 1');
    expect(valueOf('Sagittal relation', diagnosis)).toBe('Improve the canine and molar relation (Class I)');
    expect(valueOf('Midline', diagnosis)).toBe('Move the upper midline');
    expect(valueOf('Space', diagnosis)).toBe('Leave space for restorations');
    expect(valueOf('Extraction', diagnosis)).toBe('Extract the marked teeth');
    expect(valueOf('Mini-implants', diagnosis)).toBe('Not accepted');
    expect(within(diagnosis).queryAllByRole('button')).toHaveLength(0);
    expect(within(diagnosis).getByRole('img', { name: 'Teeth to extract' })).toBeTruthy();
    expect(within(diagnosis).getByText('Marked: 14, 24')).toBeTruthy();
    expect(within(diagnosis).getByRole('img', { name: 'Unmovable teeth' })).toBeTruthy();
    expect(within(diagnosis).getByText('None marked')).toBeTruthy();

    const scheme = section('Scheme design');
    expect(valueOf('Extraction', scheme)).toBe('Third molar extraction');
    expect(valueOf('Gaining space and alignment', scheme)).toBe('Interproximal reduction (IPR)');
    expect(valueOf('Elastics', scheme)).toBe('Class II elastics');
    expect(valueOf('Other design description', scheme)).toBe('Mind the crown on 36.');

    const page = document.body.textContent ?? '';
    for (const raw of ['Class2Div1', 'improveCanineMolar', 'cuspid-clear', 'Class2Elastics', 'DeepBite']) {
      expect(page).not.toContain(raw);
    }
  });

  it('shows "—" for everything not given yet', () => {
    renderWithProviders(<CaseSummary caseData={{ diagnosis: { extraction: 'none' } }} />);
    for (const term of ['Patient', 'Sex', 'Age', 'Doctor', 'Brand', 'Series', 'Arches', 'Chief complaint']) {
      expect(valueOf(term)).toBe('—');
    }
    expect(valueOf('Image stage')).toBe('—');
    expect(valueOf('Model type')).toBe('—');
    const diagnosis = section('Diagnostic design');
    expect(valueOf('Case features', diagnosis)).toBe('—');
    expect(valueOf('Angle class, left side', diagnosis)).toBe('—');
    expect(valueOf('Extraction', diagnosis)).toBe('No extraction');
    expect(within(diagnosis).queryByRole('img', { name: 'Teeth to extract' })).toBeNull();
    expect(valueOf('Treatment methods', section('Scheme design'))).toBe('—');
    expect(valueOf('Other design description', section('Scheme design'))).toBe('—');
  });

  it.each([
    ['1988', String(new Date().getFullYear() - 1988)],
    ['1988/02/03', null],
    ['03.02.1988', '-'],
  ])("shows the age of a patient born %j by the spec's age rule", (birthDate, shown) => {
    renderWithProviders(<CaseSummary caseData={digitalCase} patient={{ name: 'Mei Zhang', birthDate }} />);
    expect(valueOf('Age')).toBe(shown ?? String(ageFrom(birthDate)));
  });

  it('shows "—" for a value this version does not know rather than the raw value', () => {
    renderWithProviders(
      <CaseSummary caseData={{ basic: { brand: 'other-brand' as 'cuspid-clear', arches: 'both' }, diagnosis: {} }} />,
    );
    expect(valueOf('Brand')).toBe('—');
    expect(valueOf('Arches')).toBe('Both arches');
  });

  it('shows a mailed model with its pickup time in the user\u2019s language and its address', () => {
    const pickupAt = new Date(2026, 2, 2, 10, 30).getTime();
    const view = renderWithProviders(
      <CaseSummary caseData={{ model: { kind: 'mailed', pickupAt, addressId: 5, note: 'Ring twice.' } }} />,
    );
    expect(valueOf('Model type')).toBe('Mailed model');
    expect(valueOf('Pickup time')).toBe('Mon, 2 Mar 2026, 10:30');
    expect(valueOf('Pickup address')).toBe('Address no. 5');
    expect(valueOf('Note for the courier')).toBe('Ring twice.');
    expect(screen.queryByText('Upper model')).toBeNull();

    view.unmount();
    renderWithProviders(
      <CaseSummary
        caseData={{ model: { kind: 'mailed', pickupAt, addressId: 5 } }}
        pickupAddress="12 Harbour Road, Shanghai"
      />,
    );
    expect(valueOf('Pickup address')).toBe('12 Harbour Road, Shanghai');
  });

  it('is print-friendly: no shadow in print and no section split across pages', () => {
    renderWithProviders(<CaseSummary caseData={{}} className="mt-4" />);
    const sheet = screen.getByRole('article', { name: 'Prescription sheet' });
    expect(sheet.className).toContain('print:shadow-none');
    expect(sheet.className).toContain('print:text-black');
    expect(sheet.className).toContain('mt-4');
    for (const region of within(sheet).getAllByRole('region')) expect(region.className).toContain('break-inside-avoid');
  });
});
