import { msg } from '@lingui/core/macro';
import { options } from '../../options';

/**
 * The choices of the aligner case wizard (spec section 3): case features, Angle classes, the diagnostic choices and
 * the treatment methods. Values are stable (they are stored in case data); labels are translated where shown.
 */

/** Aligner case features (multi-select). */
export const CASE_FEATURES = options([
  { value: 'DeformedTeeth', label: msg`Deformed teeth` },
  { value: 'Crowding', label: msg`Crowding (over 1 cm)` },
  { value: 'Spacing', label: msg`Spacing` },
  { value: 'IncreasedOverjet', label: msg`Increased overjet` },
  { value: 'DeepBite', label: msg`Deep bite` },
  { value: 'OpenBite', label: msg`Open bite` },
  { value: 'AnteriorCrossbite', label: msg`Anterior crossbite` },
  { value: 'AnteriorLost', label: msg`Missing anterior teeth` },
  { value: 'PosteriorLost', label: msg`Missing posterior teeth` },
  { value: 'PosteriorCrossbite', label: msg`Posterior crossbite or scissor bite` },
]);

/** Angle classes (one for the left side, one for the right). */
export const ANGLE_CLASSES = options([
  { value: 'Class1', label: msg`Class I` },
  { value: 'Class2Div1', label: msg`Class II division 1` },
  { value: 'Class2Div1Subdivision', label: msg`Class II division 1, subdivision` },
  { value: 'Class2Div2', label: msg`Class II division 2` },
  { value: 'Class2Div2Subdivision', label: msg`Class II division 2, subdivision` },
  { value: 'Class3', label: msg`Class III` },
  { value: 'Class3Subdivision', label: msg`Class III, subdivision` },
]);

/** What the plan should do with the sagittal (front-to-back) relation. */
export const SAGITTAL_RELATIONS = options([
  { value: 'maintain', label: msg`Maintain` },
  { value: 'improveCanine', label: msg`Improve the canine relation` },
  { value: 'improveCanineMolar', label: msg`Improve the canine and molar relation (Class I)` },
]);

export const OVERJET_CHOICES = options([
  { value: 'maintain', label: msg`Maintain` },
  { value: 'improve', label: msg`Improve` },
]);

export const MIDLINE_CHOICES = options([
  { value: 'maintain', label: msg`Maintain` },
  { value: 'improveUpper', label: msg`Move the upper midline` },
  { value: 'improveLower', label: msg`Move the lower midline` },
  { value: 'improveBoth', label: msg`Move both midlines` },
]);

export const SPACE_CHOICES = options([
  { value: 'closeAll', label: msg`Close all spaces` },
  { value: 'leaveForRestoration', label: msg`Leave space for restorations` },
  { value: 'partialClose', label: msg`Close partially` },
]);

export const EXTRACTION_CHOICES = options([
  { value: 'none', label: msg`No extraction` },
  { value: 'factoryDecides', label: msg`If the design needs it` },
  { value: 'teeth', label: msg`Extract the marked teeth` },
]);

export const TMJ_CHOICES = options([
  { value: 'normal', label: msg`Normal` },
  { value: 'clicking', label: msg`Clicking` },
  { value: 'pain', label: msg`Pain` },
  { value: 'limitedOpening', label: msg`Limited opening` },
]);

export const MINI_IMPLANT_CHOICES = options([
  { value: 'notAllowed', label: msg`Not accepted` },
  { value: 'allowed', label: msg`Accepted if needed` },
  { value: 'inPlace', label: msg`Already in place` },
]);

export const ARCH_CHOICES = options([
  { value: 'both', label: msg`Both arches` },
  { value: 'upper', label: msg`Upper arch only` },
  { value: 'lower', label: msg`Lower arch only` },
]);

/** The treatment methods of section 3, grouped as the scheme design step shows them. */
export const TREATMENT_METHOD_GROUPS = [
  {
    group: 'extraction',
    label: msg`Extraction`,
    methods: options([
      { value: '3rdMolarExtraction', label: msg`Third molar extraction` },
      { value: '1stPremolarExtraction', label: msg`First premolar extraction` },
      { value: 'IncisorsExtraction', label: msg`Incisor extraction` },
      { value: 'AsymmetricalToothExtraction', label: msg`Asymmetrical tooth extraction` },
      { value: 'OtherExtraction', label: msg`Other extraction` },
    ]),
  },
  {
    group: 'distalization',
    label: msg`Distalization`,
    methods: options([
      { value: 'MaxillaryDistalization', label: msg`Maxillary distalization` },
      { value: 'MandibularDistalization', label: msg`Mandibular distalization` },
      { value: 'BimaxillaryDistalization', label: msg`Bimaxillary distalization` },
      { value: 'MolorProximity', label: msg`Molar mesialization` },
    ]),
  },
  {
    group: 'vertical',
    label: msg`Intrusion and extrusion`,
    methods: options([
      { value: 'AnteriorIntrusion', label: msg`Intrude anterior teeth` },
      { value: 'AnteriorExtrusion', label: msg`Extrude anterior teeth` },
      { value: 'PosteriorIntrusion', label: msg`Intrude posterior teeth` },
      { value: 'PosteriorExtrusion', label: msg`Extrude posterior teeth` },
    ]),
  },
  {
    group: 'space',
    label: msg`Gaining space and alignment`,
    methods: options([
      { value: 'Expansion', label: msg`Expansion` },
      { value: 'Retraction', label: msg`Retraction` },
      { value: 'IPR', label: msg`Interproximal reduction (IPR)` },
      { value: 'Proclination', label: msg`Proclination` },
      { value: 'Retroclination', label: msg`Retroclination` },
      { value: 'RemoveRotation', label: msg`Derotation` },
    ]),
  },
  {
    group: 'features',
    label: msg`Aligner features`,
    methods: options([
      { value: 'OptimizedAttachments', label: msg`Optimized attachments` },
      { value: 'PowerRidge', label: msg`Power ridge` },
      { value: 'BiteRamps', label: msg`Bite ramps` },
      { value: 'BiteTurbo', label: msg`Bite turbos` },
      { value: 'SuyaButton', label: msg`Buttons` },
      { value: 'PressureAreas', label: msg`Pressure areas` },
      { value: 'PressurePointFeature', label: msg`Pressure points` },
      { value: 'DepressorRidge', label: msg`Depressor ridge` },
      { value: 'RotatoryRidge', label: msg`Rotation ridge` },
    ]),
  },
  {
    group: 'elastics',
    label: msg`Elastics`,
    methods: options([
      { value: 'Class2Elastics', label: msg`Class II elastics` },
      { value: 'Class3Elastics', label: msg`Class III elastics` },
      { value: 'InteractiveElastics', label: msg`Interactive elastics` },
      { value: 'VerticalElastics', label: msg`Vertical elastics` },
      { value: 'TriangleElastics', label: msg`Triangle elastics` },
      { value: 'ObliqueElastics', label: msg`Oblique elastics` },
      { value: 'RotationElastics', label: msg`Rotation elastics` },
      { value: 'QuadrilateralElastics', label: msg`Box elastics` },
      { value: 'CustomElastics', label: msg`Custom elastics` },
    ]),
  },
  {
    group: 'anchorage',
    label: msg`Anchorage and auxiliaries`,
    methods: options([
      { value: 'SegmentalArch', label: msg`Segmental arch` },
      { value: 'TADs', label: msg`Temporary anchorage devices (TADs)` },
      { value: 'PowerArm', label: msg`Power arm` },
    ]),
  },
] as const;

export const TREATMENT_METHOD_VALUES = TREATMENT_METHOD_GROUPS.flatMap((group) => group.methods.values) as [
  string,
  ...string[],
];
