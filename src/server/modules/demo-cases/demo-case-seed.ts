type Language = 'en' | 'zh' | 'ru';
type DemoCaseText = { title: string; summary: string; complaint: string; plan: string; outcome: string };

/**
 * A demo case as migration 0028 stores it: its line and code, and the line's own figures as they are in `data` (the
 * line's demo-case schema reads them back, and a figure that drifted from the line's options fails there).
 */
export type DemoCaseSeed = {
  code: string;
  productLine: number;
  patientAge: number;
  patientSex: 'female' | 'male';
  features: string[];
  angleClass: string;
  methods: string[];
  steps: number;
  months: number;
  scene: string;
  texts: Record<Language, DemoCaseText>;
};

/**
 * The demo cases, written for Cuspid (not real patients): seeded by migration 0028. Changing one means a new
 * migration (or an operator's edit); they are product content like the drug reference.
 */
export const DEMO_CASE_SEED: readonly DemoCaseSeed[] = [
  {
    code: 'aligner-crowding-adult',
    productLine: 1,
    patientAge: 27,
    patientSex: 'female',
    features: ['Crowding'],
    angleClass: 'Class1',
    methods: ['Expansion', 'IPR', 'OptimizedAttachments'],
    steps: 24,
    months: 12,
    scene: 'crowding',
    texts: {
      en: {
        title: 'Crowded lower and upper front teeth',
        summary: 'Moderate crowding in both arches, treated without extractions.',
        complaint: 'Crooked front teeth that are hard to clean; wants a discreet treatment.',
        plan: 'Mild expansion of both arches, interproximal reduction of 0.2–0.3 mm between the front teeth and optimised attachments on the canines.',
        outcome: 'Aligned arches after 24 steps in 12 months; retainers worn at night.',
      },
      zh: {
        title: '上下前牙拥挤',
        summary: '双牙弓中度拥挤，非拔牙矫治。',
        complaint: '前牙不齐、难以清洁；希望隐形矫治。',
        plan: '双牙弓轻度扩弓，前牙邻面去釉 0.2–0.3 mm，尖牙设计优化附件。',
        outcome: '24 步、12 个月后牙弓排齐；夜间佩戴保持器。',
      },
      ru: {
        title: 'Скученность передних зубов обеих челюстей',
        summary: 'Умеренная скученность в обеих дугах, лечение без удаления зубов.',
        complaint: 'Неровные передние зубы, которые трудно чистить; пациентка хочет незаметное лечение.',
        plan: 'Небольшое расширение обеих дуг, межзубная сепарация 0,2–0,3 мм между передними зубами и оптимизированные аттачменты на клыках.',
        outcome: 'Дуги выровнены за 24 этапа и 12 месяцев; ретейнеры на ночь.',
      },
    },
  },
  {
    code: 'aligner-deep-bite',
    productLine: 1,
    patientAge: 34,
    patientSex: 'male',
    features: ['DeepBite'],
    angleClass: 'Class2Div2',
    methods: ['AnteriorIntrusion', 'BiteRamps', 'Proclination'],
    steps: 30,
    months: 16,
    scene: 'deepBite',
    texts: {
      en: {
        title: 'Deep bite with upright upper incisors',
        summary: 'Class II division 2 deep bite corrected by intrusion of the front teeth.',
        complaint: 'Lower front teeth bite into the palate; worn upper incisors.',
        plan: 'Intrusion and proclination of the upper incisors, bite ramps behind the upper incisors to free the back teeth.',
        outcome: 'Overbite reduced from about 5.5 mm to 2 mm in 30 steps; no more contact with the palate.',
      },
      zh: {
        title: '深覆合伴上切牙直立',
        summary: '安氏 II 类 2 分类深覆合，通过压低前牙矫治。',
        complaint: '下前牙咬到上腭；上切牙磨耗。',
        plan: '压低并唇倾上切牙，上切牙舌侧设计咬合导板，使后牙脱离咬合。',
        outcome: '30 步后覆合由约 5.5 mm 减至 2 mm；不再咬到上腭。',
      },
      ru: {
        title: 'Глубокий прикус с вертикально стоящими верхними резцами',
        summary: 'Глубокий прикус II класса 2 подкласса, исправленный интрузией передних зубов.',
        complaint: 'Нижние передние зубы упираются в нёбо; стёртые верхние резцы.',
        plan: 'Интрузия и протрузия верхних резцов, накусочные площадки за верхними резцами, чтобы разобщить боковые зубы.',
        outcome: 'Перекрытие уменьшено примерно с 5,5 до 2 мм за 30 этапов; контакта с нёбом больше нет.',
      },
    },
  },
  {
    code: 'aligner-open-bite',
    productLine: 1,
    patientAge: 19,
    patientSex: 'female',
    features: ['OpenBite'],
    angleClass: 'Class1',
    methods: ['AnteriorExtrusion', 'PosteriorIntrusion', 'VerticalElastics'],
    steps: 28,
    months: 15,
    scene: 'openBite',
    texts: {
      en: {
        title: 'Anterior open bite',
        summary: 'A 3 mm open bite at the front, closed with aligners and vertical elastics.',
        complaint: 'Cannot bite through food with the front teeth; lisps slightly.',
        plan: 'Intrusion of the back teeth, extrusion of the front teeth and vertical elastics; tongue exercises alongside.',
        outcome: 'Front teeth overlap by 1.5 mm after 28 steps; speech improved.',
      },
      zh: {
        title: '前牙开合',
        summary: '前牙 3 mm 开合，隐形矫治器配合垂直牵引关闭。',
        complaint: '前牙无法咬断食物；发音略有漏风。',
        plan: '压低后牙、伸长前牙并配合垂直牵引；同时进行舌肌训练。',
        outcome: '28 步后前牙覆合 1.5 mm；发音改善。',
      },
      ru: {
        title: 'Открытый прикус во фронтальном отделе',
        summary: 'Открытый прикус 3 мм спереди, закрытый элайнерами и вертикальными эластиками.',
        complaint: 'Не может откусывать передними зубами; лёгкий дефект речи.',
        plan: 'Интрузия боковых зубов, экструзия передних и вертикальные эластики; параллельно упражнения для языка.',
        outcome: 'Передние зубы перекрываются на 1,5 мм после 28 этапов; речь улучшилась.',
      },
    },
  },
  {
    code: 'aligner-spacing',
    productLine: 1,
    patientAge: 41,
    patientSex: 'male',
    features: ['Spacing'],
    angleClass: 'Class1',
    methods: ['Retraction', 'OptimizedAttachments'],
    steps: 18,
    months: 9,
    scene: 'spacing',
    texts: {
      en: {
        title: 'Gaps between the upper front teeth',
        summary: 'Generalised spacing in the upper arch, closed by retraction.',
        complaint: 'Gaps between the front teeth that have grown over the years.',
        plan: 'Retraction of the upper incisors to close the spaces, with attachments for root control.',
        outcome: 'All spaces closed in 18 steps; a bonded retainer keeps them closed.',
      },
      zh: {
        title: '上前牙间隙',
        summary: '上牙弓散在间隙，通过内收关闭。',
        complaint: '前牙间隙逐年增大。',
        plan: '内收上切牙关闭间隙，设计附件控制牙根。',
        outcome: '18 步后间隙全部关闭；粘接式保持器维持效果。',
      },
      ru: {
        title: 'Промежутки между верхними передними зубами',
        summary: 'Генерализованные промежутки в верхней дуге, закрытые ретракцией.',
        complaint: 'Промежутки между передними зубами, увеличившиеся с годами.',
        plan: 'Ретракция верхних резцов для закрытия промежутков, аттачменты для контроля корней.',
        outcome: 'Все промежутки закрыты за 18 этапов; их удерживает несъёмный ретейнер.',
      },
    },
  },
];
