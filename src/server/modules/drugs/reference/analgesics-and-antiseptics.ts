import type { ReferenceDrug } from './reference-drug';

/** Pain relief after dental treatment, and the antiseptic mouth rinse. */
export const analgesicsAndAntiseptics: ReferenceDrug[] = [
  {
    code: 'ibuprofen',
    texts: {
      en: {
        name: 'Ibuprofen',
        category: 'Analgesic (NSAID)',
        indications:
          'Mild to moderate dental pain and inflammation: after extractions and surgery, pulpitis, pericoronitis.',
        adultDose:
          '200–400 mg every 4–6 hours with food; at most 1200 mg a day without a prescriber, 2400 mg a day when prescribed.',
        childDose: '5–10 mg/kg every 6–8 hours, at most 40 mg/kg a day; from 3 months of age and 5 kg.',
        contraindications:
          'Active stomach ulcer or bleeding; asthma, hives or rhinitis brought on by aspirin or other NSAIDs; severe heart, liver or kidney failure; the last trimester of pregnancy.',
        cautions:
          'More bleeding with anticoagulants, antiplatelet drugs and SSRIs; weakens blood-pressure medicines and raises lithium and methotrexate levels. Use the lowest dose for the shortest time.',
        pregnancy: 'Avoid from 20 weeks and do not use in the third trimester; compatible with breastfeeding.',
      },
      zh: {
        name: '布洛芬',
        category: '镇痛药（非甾体抗炎药）',
        indications: '轻至中度牙痛及炎症：拔牙及手术后、牙髓炎、冠周炎。',
        adultDose: '每 4～6 小时 200～400 mg，随餐服用；无医嘱时每日最多 1200 mg，遵医嘱时每日最多 2400 mg。',
        childDose: '每 6～8 小时 5～10 mg/kg，每日最多 40 mg/kg；3 月龄且体重 5 kg 以上方可使用。',
        contraindications:
          '活动性胃溃疡或出血；由阿司匹林或其他非甾体抗炎药诱发的哮喘、荨麻疹或鼻炎；严重心、肝或肾衰竭；妊娠晚期。',
        cautions:
          '与抗凝药、抗血小板药及 SSRI 合用增加出血；减弱降压药作用，升高锂盐和甲氨蝶呤浓度。以最小剂量、最短疗程使用。',
        pregnancy: '妊娠 20 周起避免使用，妊娠晚期禁用；哺乳期可用。',
      },
      ru: {
        name: 'Ибупрофен',
        category: 'Анальгетик (НПВП)',
        indications:
          'Слабая и умеренная зубная боль и воспаление: после удаления зубов и операций, пульпит, перикоронит.',
        adultDose:
          'По 200–400 мг каждые 4–6 часов во время еды; без назначения врача не более 1200 мг в сутки, по назначению — до 2400 мг в сутки.',
        childDose: '5–10 мг/кг каждые 6–8 часов, не более 40 мг/кг в сутки; с 3 месяцев и массы тела 5 кг.',
        contraindications:
          'Активная язва или кровотечение ЖКТ; астма, крапивница или ринит, вызванные аспирином или другими НПВП; тяжёлая сердечная, печёночная или почечная недостаточность; третий триместр беременности.',
        cautions:
          'Усиливает кровоточивость с антикоагулянтами, антиагрегантами и СИОЗС; ослабляет антигипертензивные средства и повышает уровень лития и метотрексата. Применять в наименьшей дозе и как можно короче.',
        pregnancy: 'Избегать с 20 недель, не применять в третьем триместре; совместим с грудным вскармливанием.',
      },
    },
  },
  {
    code: 'paracetamol',
    texts: {
      en: {
        name: 'Paracetamol (acetaminophen)',
        category: 'Analgesic and antipyretic',
        indications:
          'Mild to moderate dental pain and fever; first choice when NSAIDs are unsuitable; can be combined with ibuprofen.',
        adultDose:
          '500–1000 mg every 4–6 hours; at most 4 g a day (3 g or less with liver disease, regular alcohol use or low body weight).',
        childDose:
          '10–15 mg/kg every 4–6 hours, at most 5 doses and 75 mg/kg in 24 hours, never above the adult maximum.',
        contraindications: 'Severe liver impairment or active liver disease; allergy to paracetamol.',
        cautions:
          'An overdose damages the liver, even without early symptoms: count the paracetamol in combined cold and pain products. Regular use can raise the INR with warfarin.',
        pregnancy: 'The analgesic of choice in pregnancy and breastfeeding at normal doses.',
      },
      zh: {
        name: '对乙酰氨基酚（扑热息痛）',
        category: '解热镇痛药',
        indications: '轻至中度牙痛及发热；不宜使用非甾体抗炎药时的首选；可与布洛芬联用。',
        adultDose: '每 4～6 小时 500～1000 mg；每日最多 4 g（肝病、经常饮酒或体重低者每日不超过 3 g）。',
        childDose: '每 4～6 小时 10～15 mg/kg，24 小时内最多 5 次、不超过 75 mg/kg，且不超过成人最大量。',
        contraindications: '严重肝功能不全或活动性肝病；对对乙酰氨基酚过敏。',
        cautions:
          '过量会损伤肝脏，早期可无症状：注意复方感冒药和止痛药中所含的对乙酰氨基酚。长期规律服用可使华法林患者 INR 升高。',
        pregnancy: '常规剂量下是妊娠期和哺乳期首选的镇痛药。',
      },
      ru: {
        name: 'Парацетамол (ацетаминофен)',
        category: 'Анальгетик и жаропонижающее',
        indications:
          'Слабая и умеренная зубная боль и лихорадка; средство первого выбора, когда НПВП не подходят; можно сочетать с ибупрофеном.',
        adultDose:
          'По 500–1000 мг каждые 4–6 часов; не более 4 г в сутки (не более 3 г при болезнях печени, регулярном употреблении алкоголя или низкой массе тела).',
        childDose:
          '10–15 мг/кг каждые 4–6 часов, не более 5 приёмов и 75 мг/кг за 24 часа, никогда не выше взрослого максимума.',
        contraindications:
          'Тяжёлая печёночная недостаточность или активное заболевание печени; аллергия на парацетамол.',
        cautions:
          'Передозировка повреждает печень, даже без ранних симптомов: учитывайте парацетамол в комбинированных средствах от простуды и боли. Регулярный приём может повышать МНО при лечении варфарином.',
        pregnancy: 'Анальгетик выбора при беременности и грудном вскармливании в обычных дозах.',
      },
    },
  },
  {
    code: 'chlorhexidine-rinse',
    texts: {
      en: {
        name: 'Chlorhexidine gluconate 0.12% mouth rinse',
        category: 'Antiseptic mouth rinse',
        indications:
          'Gingivitis; plaque control after periodontal surgery or extractions, or while brushing is difficult.',
        adultDose:
          'Rinse with 15 mL, undiluted, for 30 seconds twice a day and spit it out; do not rinse with water or eat straight after. Leave at least 30 minutes between brushing and rinsing.',
        childDose:
          'The US label does not establish use under 18 years; children only on a dentist’s advice, once they can rinse and spit out reliably.',
        contraindications: 'Allergy to chlorhexidine (rare but can be severe, including anaphylaxis).',
        cautions:
          'Stains teeth, tongue and fillings brown, changes taste and increases calculus; stains are removed by cleaning. Toothpaste ingredients weaken its effect.',
        pregnancy: 'Hardly absorbed; can be used in pregnancy and breastfeeding.',
      },
      zh: {
        name: '葡萄糖酸氯己定 0.12% 含漱液',
        category: '抗菌含漱液',
        indications: '牙龈炎；牙周手术或拔牙后、或刷牙困难期间的菌斑控制。',
        adultDose:
          '每次取 15 mL 原液含漱 30 秒，每日 2 次，然后吐出；含漱后不要立即用清水漱口或进食。刷牙与含漱之间至少间隔 30 分钟。',
        childDose: '美国说明书未确立 18 岁以下的用法；儿童仅在牙医建议下、且能可靠地含漱吐出时使用。',
        contraindications: '对氯己定过敏（罕见，但可很严重，包括过敏性休克）。',
        cautions: '可使牙齿、舌和充填体染成棕色，改变味觉，增加牙石；着色可通过洁治去除。牙膏成分会减弱其效果。',
        pregnancy: '几乎不吸收；妊娠期和哺乳期可用。',
      },
      ru: {
        name: 'Хлоргексидина глюконат 0,12%, раствор для полоскания',
        category: 'Антисептический ополаскиватель',
        indications:
          'Гингивит; контроль налёта после пародонтологических операций или удаления зубов, а также когда чистить зубы трудно.',
        adultDose:
          'Полоскать 15 мл неразбавленного раствора 30 секунд два раза в день и выплюнуть; сразу после этого не полоскать рот водой и не есть. Между чисткой зубов и полосканием — не менее 30 минут.',
        childDose:
          'Инструкция США не устанавливает применение до 18 лет; детям — только по совету стоматолога и когда ребёнок умеет надёжно полоскать и сплёвывать.',
        contraindications: 'Аллергия на хлоргексидин (редко, но может быть тяжёлой, вплоть до анафилаксии).',
        cautions:
          'Окрашивает зубы, язык и пломбы в коричневый цвет, изменяет вкус и усиливает образование зубного камня; пигментация удаляется профессиональной чисткой. Компоненты зубной пасты ослабляют действие.',
        pregnancy: 'Практически не всасывается; можно применять при беременности и грудном вскармливании.',
      },
    },
  },
];
