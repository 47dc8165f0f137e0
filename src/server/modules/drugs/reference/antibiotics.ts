import type { ReferenceDrug } from './reference-drug';

/** Antibiotics for dental infections: an adjunct to drainage or removing the cause, never a replacement for it. */
export const antibiotics: ReferenceDrug[] = [
  {
    code: 'amoxicillin',
    texts: {
      en: {
        name: 'Amoxicillin',
        category: 'Antibiotic (penicillin)',
        indications:
          'Acute dental infections with spreading swelling or fever, alongside drainage or removal of the cause; prevention of infective endocarditis in high-risk patients.',
        adultDose:
          '500 mg three times a day for 3–7 days; review after 2–3 days. Endocarditis prevention: 2 g by mouth 30–60 minutes before the procedure.',
        childDose:
          '25–50 mg/kg a day in three doses (never above the adult dose). Endocarditis prevention: 50 mg/kg (at most 2 g) 30–60 minutes before.',
        contraindications: 'Allergy to penicillins, or a severe reaction to any beta-lactam antibiotic.',
        cautions:
          'A rash is common in glandular fever. Raises methotrexate levels and may change the INR with warfarin. Lower the dose in severe kidney impairment. Diarrhoea is common.',
        pregnancy: 'Compatible with pregnancy and breastfeeding.',
      },
      zh: {
        name: '阿莫西林',
        category: '抗生素（青霉素类）',
        indications: '伴有肿胀扩散或发热的急性牙源性感染，需同时引流或去除病因；高危患者感染性心内膜炎的预防。',
        adultDose: '每次 500 mg，每日 3 次，疗程 3～7 天；2～3 天后复查。心内膜炎预防：术前 30～60 分钟口服 2 g。',
        childDose:
          '每日 25～50 mg/kg，分 3 次服用（不超过成人剂量）。心内膜炎预防：术前 30～60 分钟 50 mg/kg（最多 2 g）。',
        contraindications: '对青霉素类过敏，或对任何β-内酰胺类抗生素有严重反应史。',
        cautions:
          '传染性单核细胞增多症患者易出现皮疹。可升高甲氨蝶呤血药浓度，与华法林合用可能改变 INR。严重肾功能不全者减量。常见腹泻。',
        pregnancy: '妊娠期和哺乳期可用。',
      },
      ru: {
        name: 'Амоксициллин',
        category: 'Антибиотик (пенициллин)',
        indications:
          'Острые одонтогенные инфекции с распространяющимся отёком или лихорадкой — вместе с дренированием или устранением причины; профилактика инфекционного эндокардита у пациентов высокого риска.',
        adultDose:
          'По 500 мг три раза в день 3–7 дней; оценить эффект через 2–3 дня. Профилактика эндокардита: 2 г внутрь за 30–60 минут до вмешательства.',
        childDose:
          '25–50 мг/кг в сутки в три приёма (не выше взрослой дозы). Профилактика эндокардита: 50 мг/кг (не более 2 г) за 30–60 минут до вмешательства.',
        contraindications: 'Аллергия на пенициллины или тяжёлая реакция на любой бета-лактамный антибиотик.',
        cautions:
          'При инфекционном мононуклеозе часто возникает сыпь. Повышает уровень метотрексата и может изменять МНО при приёме варфарина. При тяжёлой почечной недостаточности уменьшить дозу. Часто бывает диарея.',
        pregnancy: 'Совместим с беременностью и грудным вскармливанием.',
      },
    },
  },
  {
    code: 'clindamycin',
    texts: {
      en: {
        name: 'Clindamycin',
        category: 'Antibiotic (lincosamide)',
        indications: 'Dental infections in patients allergic to penicillin.',
        adultDose: '150–300 mg every 6 hours (up to 450 mg every 6 hours in severe infections), usually for 5–7 days.',
        childDose: '8–25 mg/kg a day in 3–4 doses.',
        contraindications: 'Allergy to clindamycin or lincomycin.',
        cautions:
          'The oral antibiotic most often followed by Clostridioides difficile colitis: severe or bloody diarrhoea means stop it and seek care. No longer recommended for endocarditis prevention (American Heart Association, 2021).',
        pregnancy: 'Can be used in pregnancy when needed; passes into breast milk, so watch the infant for diarrhoea.',
      },
      zh: {
        name: '克林霉素',
        category: '抗生素（林可酰胺类）',
        indications: '青霉素过敏患者的牙源性感染。',
        adultDose: '每 6 小时 150～300 mg（严重感染可至每 6 小时 450 mg），通常疗程 5～7 天。',
        childDose: '每日 8～25 mg/kg，分 3～4 次服用。',
        contraindications: '对克林霉素或林可霉素过敏。',
        cautions:
          '是口服抗生素中最常继发艰难梭菌结肠炎的药物：出现严重或带血腹泻应停药并就医。已不再推荐用于心内膜炎预防（美国心脏协会，2021 年）。',
        pregnancy: '必要时妊娠期可用；可进入乳汁，需观察婴儿有无腹泻。',
      },
      ru: {
        name: 'Клиндамицин',
        category: 'Антибиотик (линкозамид)',
        indications: 'Одонтогенные инфекции у пациентов с аллергией на пенициллин.',
        adultDose: 'По 150–300 мг каждые 6 часов (при тяжёлых инфекциях до 450 мг каждые 6 часов), обычно 5–7 дней.',
        childDose: '8–25 мг/кг в сутки в 3–4 приёма.',
        contraindications: 'Аллергия на клиндамицин или линкомицин.',
        cautions:
          'Среди пероральных антибиотиков чаще всего вызывает колит, связанный с Clostridioides difficile: при тяжёлой или кровянистой диарее прекратить приём и обратиться к врачу. Больше не рекомендуется для профилактики эндокардита (Американская кардиологическая ассоциация, 2021).',
        pregnancy:
          'При необходимости можно применять при беременности; проникает в грудное молоко — следите, нет ли у ребёнка диареи.',
      },
    },
  },
  {
    code: 'metronidazole',
    texts: {
      en: {
        name: 'Metronidazole',
        category: 'Antibiotic (nitroimidazole, anaerobes)',
        indications:
          'Necrotising ulcerative gingivitis, pericoronitis and anaerobic dental infections, alone or with amoxicillin.',
        adultDose: '400 mg three times a day (or 500 mg every 8 hours) for 3–7 days.',
        childDose: '7.5 mg/kg every 8 hours, at most 400 mg a dose.',
        contraindications: 'Allergy to nitroimidazoles; alcohol during treatment; disulfiram in the last 2 weeks.',
        cautions:
          'No alcohol during treatment and for 48 hours after (flushing, vomiting, racing heart). Strengthens warfarin (check the INR) and raises lithium levels. Metallic taste and nausea are common.',
        pregnancy:
          'Use only when needed, avoiding high doses; avoid in the first trimester when possible. Passes into breast milk.',
      },
      zh: {
        name: '甲硝唑',
        category: '抗生素（硝基咪唑类，抗厌氧菌）',
        indications: '坏死性溃疡性龈炎、冠周炎及厌氧菌牙源性感染，可单用或与阿莫西林合用。',
        adultDose: '每次 400 mg，每日 3 次（或每 8 小时 500 mg），疗程 3～7 天。',
        childDose: '每 8 小时 7.5 mg/kg，每次不超过 400 mg。',
        contraindications: '对硝基咪唑类过敏；治疗期间饮酒；近 2 周内使用过双硫仑。',
        cautions:
          '治疗期间及停药后 48 小时内禁止饮酒（会出现面部潮红、呕吐、心跳加快）。增强华法林作用（需监测 INR），升高锂盐浓度。常见金属味和恶心。',
        pregnancy: '仅在必要时使用，避免大剂量；尽可能避免在妊娠早期使用。可进入乳汁。',
      },
      ru: {
        name: 'Метронидазол',
        category: 'Антибиотик (нитроимидазол, против анаэробов)',
        indications:
          'Некротизирующий язвенный гингивит, перикоронит и анаэробные одонтогенные инфекции — отдельно или вместе с амоксициллином.',
        adultDose: 'По 400 мг три раза в день (или по 500 мг каждые 8 часов) 3–7 дней.',
        childDose: '7,5 мг/кг каждые 8 часов, не более 400 мг на приём.',
        contraindications: 'Аллергия на нитроимидазолы; алкоголь во время лечения; дисульфирам в последние 2 недели.',
        cautions:
          'Никакого алкоголя во время лечения и 48 часов после (покраснение лица, рвота, сердцебиение). Усиливает действие варфарина (контроль МНО) и повышает уровень лития. Часто бывают металлический привкус и тошнота.',
        pregnancy:
          'Только при необходимости, без высоких доз; по возможности избегать в первом триместре. Проникает в грудное молоко.',
      },
    },
  },
];
