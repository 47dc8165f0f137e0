import { describe, expect, it } from 'vitest';
import { ZCaseModel } from '../../orders/order-model';
import { ZOrderBasicInfo } from '../../orders/basic-info';
import { caseMessageId } from '../../cases/case-messages';
import { lineSubmitSchema } from '../line-submit-schema';
import { dentureMessageId } from './messages';
import { dentureData } from './test-kit';
import { DENTURE_WIZARD, shadesProblem, ZDentureData } from './wizard';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the fixed-denture wizard as a line declares it', () => {
  it('has its steps in order, and their union is what it submits', () => {
    expect(DENTURE_WIZARD.steps.map((step) => step.id)).toEqual(['basic', 'teeth', 'shades', 'design', 'model']);
    expect(Object.keys(lineSubmitSchema(DENTURE_WIZARD).shape)).toEqual(Object.keys(ZDentureData.shape));
    expect(lineSubmitSchema(DENTURE_WIZARD).safeParse(dentureData()).success).toBe(true);
  });

  it('reuses the core’s basic info and the aligners’ model step rather than its own copies', () => {
    expect(ZDentureData.shape.basic).toBe(ZOrderBasicInfo);
    expect(ZDentureData.shape.model).toBe(ZCaseModel);
  });

  it('takes a digital model (upper or lower) or a mailed one, and not neither', () => {
    expect(ZDentureData.safeParse(dentureData({ model: { kind: 'digital', lowerModelId: 4 } })).success).toBe(true);
    expect(ZDentureData.safeParse(dentureData({ model: { kind: 'mailed', pickupAt: 1, addressId: 2 } })).success).toBe(
      true,
    );
    expect(issuesOf(ZDentureData.safeParse(dentureData({ model: { kind: 'digital' } })))).toEqual([
      caseMessageId('modelRequired'),
    ]);
    expect(ZDentureData.safeParse(dentureData({ model: undefined as never })).success).toBe(false);
  });

  it('needs the design preferences the spec lists, the extras optional', () => {
    const parsed = ZDentureData.parse(dentureData());
    expect(parsed.design).toEqual({
      occlusion: 'normal',
      proximalContact: 'point',
      edentulousArea: 'modifiedSaddle',
      blackTriangle: 'partial',
      transparency: null,
      formDesign: null,
    });
    expect(
      ZDentureData.safeParse(dentureData({ design: { ...dentureData().design, occlusion: 'medium' as never } }))
        .success,
    ).toBe(false);
  });

  it('refuses a fourth shade on a tooth at submit as on the step', () => {
    const four = ['A1', 'A2', 'A3', 'OM1'].map((shade) => ({ guide: 'vitaClassical' as const, shade }));
    const three = dentureData({
      shades: { teeth: [13, 12, 11, 36].map((tooth) => ({ tooth, shades: four.slice(0, 3) })) },
    });
    expect(ZDentureData.safeParse(three).success).toBe(true);
    const fourth = dentureData({
      shades: { teeth: [13, 12, 11, 36].map((tooth) => ({ tooth, shades: tooth === 36 ? four : four.slice(0, 1) })) },
    });
    expect(issuesOf(ZDentureData.safeParse(fourth))).toEqual([dentureMessageId('shadesTooMany')]);
  });

  it('shades exactly the teeth restored', () => {
    const data = ZDentureData.parse(dentureData());
    expect(shadesProblem(data)).toBeNull();
    expect(shadesProblem({ ...data, shades: { ...data.shades, teeth: data.shades.teeth.slice(1) } })).toBe(
      'shadesMissing',
    );
    const extra = { tooth: 21, shades: data.shades.teeth[0]!.shades, stumpShade: null };
    expect(shadesProblem({ ...data, shades: { ...data.shades, teeth: [...data.shades.teeth, extra] } })).toBe(
      'shadesMissing',
    );
  });
});
