import type { ReferenceDrug } from './reference-drug';

/** Local anesthetic cartridges; the limits match the calculator's rule sets (domain/anesthetics/rule-sets.ts). */
export const localAnesthetics: ReferenceDrug[] = [
  {
    code: 'lidocaine-epinephrine',
    texts: {
      en: {
        name: 'Lidocaine 2% with epinephrine 1:100,000',
        category: 'Local anesthetic (amide)',
        indications: 'Infiltration and nerve block anesthesia for dental procedures.',
        adultDose:
          'Infiltration: usually 0.5–1 cartridge; inferior alveolar nerve block: usually 1 cartridge (1.8 mL, 36 mg lidocaine). At most 7 mg/kg and 500 mg per visit (US label).',
        childDose: 'The smallest volume that works; at most 4.4 mg/kg and 300 mg per visit (AAPD).',
        contraindications:
          'Allergy to amide local anesthetics or to any ingredient, including the sulfite that protects epinephrine.',
        cautions:
          'Aspirate before injecting and inject slowly. Keep epinephrine to about 0.04 mg per visit in cardiovascular disease; take care with uncontrolled hyperthyroidism, non-selective beta-blockers and tricyclic antidepressants. Reduce the dose in severe liver disease.',
        pregnancy: 'Considered the local anesthetic of choice in pregnancy; compatible with breastfeeding.',
      },
      zh: {
        name: '利多卡因 2% 含肾上腺素 1:100,000',
        category: '局部麻醉药（酰胺类）',
        indications: '口腔治疗的浸润麻醉和神经阻滞麻醉。',
        adultDose:
          '浸润麻醉：通常 0.5～1 支；下牙槽神经阻滞：通常 1 支（1.8 mL，含利多卡因 36 mg）。每次就诊最多 7 mg/kg，且不超过 500 mg（美国说明书）。',
        childDose: '使用有效的最小用量；每次就诊最多 4.4 mg/kg，且不超过 300 mg（AAPD）。',
        contraindications: '对酰胺类局部麻醉药或任何成分过敏，包括用于保护肾上腺素的亚硫酸盐。',
        cautions:
          '注射前回抽，缓慢注射。心血管疾病患者每次就诊肾上腺素约不超过 0.04 mg；甲状腺功能亢进未控制、服用非选择性β受体阻滞剂或三环类抗抑郁药者慎用。严重肝病患者减量。',
        pregnancy: '被视为妊娠期首选的局部麻醉药；哺乳期可用。',
      },
      ru: {
        name: 'Лидокаин 2% с эпинефрином 1:100 000',
        category: 'Местный анестетик (амидный)',
        indications: 'Инфильтрационная и проводниковая анестезия при стоматологических вмешательствах.',
        adultDose:
          'Инфильтрация: обычно 0,5–1 карпула; блокада нижнего альвеолярного нерва: обычно 1 карпула (1,8 мл, 36 мг лидокаина). Не более 7 мг/кг и 500 мг за визит (инструкция США).',
        childDose: 'Наименьший действующий объём; не более 4,4 мг/кг и 300 мг за визит (AAPD).',
        contraindications:
          'Аллергия на амидные местные анестетики или любой компонент, включая сульфит, защищающий эпинефрин.',
        cautions:
          'Перед введением — аспирационная проба, вводить медленно. При сердечно-сосудистых заболеваниях — не более около 0,04 мг эпинефрина за визит; осторожно при некомпенсированном гипертиреозе, приёме неселективных бета-блокаторов и трициклических антидепрессантов. При тяжёлых заболеваниях печени уменьшить дозу.',
        pregnancy: 'Считается местным анестетиком выбора при беременности; совместим с грудным вскармливанием.',
      },
    },
  },
  {
    code: 'articaine-epinephrine',
    texts: {
      en: {
        name: 'Articaine 4% with epinephrine 1:100,000',
        category: 'Local anesthetic (amide)',
        indications:
          'Infiltration and nerve block anesthesia for dental procedures; spreads well through bone after infiltration.',
        adultDose:
          'Infiltration: 0.5–2.5 mL; nerve block: 0.5–3.4 mL (US label). At most 7 mg/kg per visit; a 1.7 mL cartridge holds 68 mg.',
        childDose: 'Not under 4 years. From 4 years: at most 7 mg/kg (US label) or 5 mg/kg (Chinese label).',
        contraindications: 'Allergy to amide local anesthetics or to sulfites; children under 4 years.',
        cautions:
          'Paraesthesia has been reported after inferior alveolar nerve blocks with 4% solutions; many clinicians prefer infiltration. The epinephrine cautions of lidocaine apply. The Chinese label halves the dose for the elderly.',
        pregnancy: 'Use only when needed; lidocaine is preferred in pregnancy. Breastfeeding can continue.',
      },
      zh: {
        name: '阿替卡因 4% 含肾上腺素 1:100,000',
        category: '局部麻醉药（酰胺类）',
        indications: '口腔治疗的浸润麻醉和神经阻滞麻醉；浸润注射后骨内渗透性好。',
        adultDose:
          '浸润麻醉：0.5～2.5 mL；神经阻滞：0.5～3.4 mL（美国说明书）。每次就诊最多 7 mg/kg；每支 1.7 mL 含 68 mg。',
        childDose: '4 岁以下禁用。4 岁起：最多 7 mg/kg（美国说明书）或 5 mg/kg（中国说明书）。',
        contraindications: '对酰胺类局部麻醉药或亚硫酸盐过敏；4 岁以下儿童。',
        cautions:
          '4% 溶液用于下牙槽神经阻滞后有感觉异常的报告，许多医生更倾向于浸润麻醉。肾上腺素相关注意事项同利多卡因。中国说明书规定老年人剂量减半。',
        pregnancy: '仅在必要时使用；妊娠期首选利多卡因。可继续哺乳。',
      },
      ru: {
        name: 'Артикаин 4% с эпинефрином 1:100 000',
        category: 'Местный анестетик (амидный)',
        indications:
          'Инфильтрационная и проводниковая анестезия при стоматологических вмешательствах; хорошо диффундирует в кость при инфильтрации.',
        adultDose:
          'Инфильтрация: 0,5–2,5 мл; проводниковая анестезия: 0,5–3,4 мл (инструкция США). Не более 7 мг/кг за визит; карпула 1,7 мл содержит 68 мг.',
        childDose:
          'Не применять до 4 лет. С 4 лет: не более 7 мг/кг (инструкция США) или 5 мг/кг (китайская инструкция).',
        contraindications: 'Аллергия на амидные местные анестетики или сульфиты; дети до 4 лет.',
        cautions:
          'После блокады нижнего альвеолярного нерва 4% растворами описаны парестезии; многие врачи предпочитают инфильтрацию. Предосторожности по эпинефрину — как у лидокаина. Китайская инструкция уменьшает дозу для пожилых вдвое.',
        pregnancy:
          'Только при необходимости; при беременности предпочтителен лидокаин. Грудное вскармливание можно продолжать.',
      },
    },
  },
  {
    code: 'mepivacaine-plain',
    texts: {
      en: {
        name: 'Mepivacaine 3% without vasoconstrictor',
        category: 'Local anesthetic (amide)',
        indications: 'Short dental procedures, and patients in whom a vasoconstrictor should be avoided.',
        adultDose: 'Usually 1 cartridge (1.8 mL, 54 mg). At most 6.6 mg/kg and 400 mg per visit (US label).',
        childDose: 'At most 4.4 mg/kg and 300 mg per visit (AAPD).',
        contraindications: 'Allergy to amide local anesthetics.',
        cautions:
          'Without a vasoconstrictor it is absorbed faster, so small children reach a toxic dose with few cartridges. Pulpal anesthesia lasts about 20 minutes after infiltration and 40 minutes after a nerve block.',
        pregnancy: 'Use only when needed; lidocaine is preferred in pregnancy.',
      },
      zh: {
        name: '甲哌卡因 3%（不含血管收缩剂）',
        category: '局部麻醉药（酰胺类）',
        indications: '短时间的口腔治疗，以及需避免使用血管收缩剂的患者。',
        adultDose: '通常 1 支（1.8 mL，54 mg）。每次就诊最多 6.6 mg/kg，且不超过 400 mg（美国说明书）。',
        childDose: '每次就诊最多 4.4 mg/kg，且不超过 300 mg（AAPD）。',
        contraindications: '对酰胺类局部麻醉药过敏。',
        cautions:
          '不含血管收缩剂时吸收更快，幼儿用较少支数即可达到中毒剂量。牙髓麻醉持续时间：浸润约 20 分钟，神经阻滞约 40 分钟。',
        pregnancy: '仅在必要时使用；妊娠期首选利多卡因。',
      },
      ru: {
        name: 'Мепивакаин 3% без вазоконстриктора',
        category: 'Местный анестетик (амидный)',
        indications: 'Короткие стоматологические вмешательства и пациенты, которым следует избегать вазоконстриктора.',
        adultDose: 'Обычно 1 карпула (1,8 мл, 54 мг). Не более 6,6 мг/кг и 400 мг за визит (инструкция США).',
        childDose: 'Не более 4,4 мг/кг и 300 мг за визит (AAPD).',
        contraindications: 'Аллергия на амидные местные анестетики.',
        cautions:
          'Без вазоконстриктора всасывается быстрее, поэтому у маленьких детей токсическая доза достигается уже несколькими карпулами. Анестезия пульпы длится около 20 минут после инфильтрации и около 40 минут после проводниковой анестезии.',
        pregnancy: 'Только при необходимости; при беременности предпочтителен лидокаин.',
      },
    },
  },
  {
    code: 'benzocaine-gel',
    texts: {
      en: {
        name: 'Benzocaine 20% gel',
        category: 'Topical anesthetic (ester)',
        indications: 'Numbing the mucosa before an injection or a rubber-dam clamp; short relief of minor mouth sores.',
        adultDose:
          'A small amount on dried mucosa for 1–2 minutes before the injection; for sores at most four times a day.',
        childDose:
          'Not under 2 years (FDA warning: methaemoglobinaemia). Older children: the smallest amount on a small area.',
        contraindications:
          'Allergy to ester anesthetics or to para-aminobenzoic acid (PABA); methaemoglobinaemia; children under 2 years.',
        cautions:
          'Can cause methaemoglobinaemia: pale, grey or blue skin, breathlessness, headache or a racing heart after use need emergency care. The risk is higher with G6PD deficiency and heart or lung disease.',
        pregnancy: 'Little is absorbed from a small area; use the smallest amount.',
      },
      zh: {
        name: '苯佐卡因 20% 凝胶',
        category: '表面麻醉药（酯类）',
        indications: '注射或放置橡皮障夹前的黏膜表面麻醉；短时缓解轻微口腔溃疡疼痛。',
        adultDose: '注射前将少量涂于擦干的黏膜上 1～2 分钟；用于溃疡时每日最多 4 次。',
        childDose: '2 岁以下禁用（FDA 警告：高铁血红蛋白血症）。较大儿童：以最小用量涂于小范围。',
        contraindications: '对酯类麻醉药或对氨基苯甲酸（PABA）过敏；高铁血红蛋白血症；2 岁以下儿童。',
        cautions:
          '可引起高铁血红蛋白血症：用药后出现皮肤苍白、发灰或发绀、气促、头痛或心跳加快，需紧急救治。G6PD 缺乏及心肺疾病患者风险更高。',
        pregnancy: '小面积使用吸收很少；使用最小用量。',
      },
      ru: {
        name: 'Бензокаин 20%, гель',
        category: 'Поверхностный анестетик (эфирный)',
        indications:
          'Обезболивание слизистой перед инъекцией или наложением кламмера коффердама; кратковременное облегчение мелких язв во рту.',
        adultDose:
          'Небольшое количество на высушенную слизистую на 1–2 минуты перед инъекцией; при язвах — не чаще четырёх раз в день.',
        childDose:
          'Не применять до 2 лет (предупреждение FDA: метгемоглобинемия). Детям старше — наименьшее количество на небольшой участок.',
        contraindications:
          'Аллергия на эфирные анестетики или парааминобензойную кислоту (ПАБК); метгемоглобинемия; дети до 2 лет.',
        cautions:
          'Может вызвать метгемоглобинемию: бледная, серая или синюшная кожа, одышка, головная боль или учащённое сердцебиение после применения требуют неотложной помощи. Риск выше при дефиците Г6ФД и заболеваниях сердца или лёгких.',
        pregnancy: 'С небольшого участка всасывается мало; используйте наименьшее количество.',
      },
    },
  },
];
