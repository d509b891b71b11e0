// Issue 40 (docs/fit-score.md, "Skills"): one skill under its many spellings, in English and
// Arabic ("React" = "React.js" = "رياكت"), and the professional fields it points to. A small
// table kept by hand: skills the product's postings and profiles name most; any other skill is
// still compared by its written form (skillKey). The fields let a CV without a stated field be
// placed by its skills.
import type { ProfessionalField } from '../plain/profile';
import { normalizeSearchText } from '../search/normalize';

export interface SkillSynonyms {
  /** Stable id: what two spellings of the same skill share. */
  id: string;
  /** Every spelling, the first as shown; English and Arabic. */
  names: readonly [string, ...string[]];
  fields: readonly ProfessionalField[];
}

const tech: ProfessionalField[] = ['Digital Services'];
const data: ProfessionalField[] = ['Data Management'];
const techAndData: ProfessionalField[] = ['Digital Services', 'Data Management'];

export const skillSynonyms: readonly SkillSynonyms[] = [
  // Software and data
  { id: 'react', names: ['React', 'React.js', 'ReactJS', 'رياكت', 'ريأكت'], fields: tech },
  { id: 'typescript', names: ['TypeScript', 'TS', 'تايب سكريبت', 'تايبسكريبت'], fields: tech },
  { id: 'javascript', names: ['JavaScript', 'JS', 'ECMAScript', 'جافا سكريبت'], fields: tech },
  { id: 'node', names: ['Node.js', 'Node', 'NodeJS', 'نود جي اس', 'نود'], fields: tech },
  { id: 'docker', names: ['Docker', 'دوكر'], fields: tech },
  { id: 'kubernetes', names: ['Kubernetes', 'K8s', 'كوبرنيتس'], fields: tech },
  { id: 'java', names: ['Java', 'جافا'], fields: tech },
  {
    id: 'testing',
    names: ['Automated testing', 'Test automation', 'الاختبار الآلي'],
    fields: tech,
  },
  { id: 'python', names: ['Python', 'بايثون'], fields: techAndData },
  { id: 'sql', names: ['SQL', 'إس كيو إل'], fields: data },
  { id: 'postgresql', names: ['PostgreSQL', 'Postgres', 'بوستجريس'], fields: data },
  { id: 'powerbi', names: ['Power BI', 'PowerBI', 'باور بي آي'], fields: data },
  { id: 'tableau', names: ['Tableau', 'تابلو'], fields: data },
  { id: 'etl', names: ['ETL', 'Data pipelines'], fields: data },
  { id: 'excel', names: ['Microsoft Excel', 'Excel', 'MS Excel', 'إكسل'], fields: [] },
  // Design
  { id: 'figma', names: ['Figma', 'فيجما'], fields: ['Design'] },
  {
    id: 'illustrator',
    names: ['Adobe Illustrator', 'Illustrator', 'إليستريتور'],
    fields: ['Design'],
  },
  { id: 'photoshop', names: ['Adobe Photoshop', 'Photoshop', 'فوتوشوب'], fields: ['Design'] },
  { id: 'typography', names: ['Typography', 'الطباعة والخطوط'], fields: ['Design'] },
  { id: 'prototyping', names: ['Prototyping', 'النماذج الأولية'], fields: ['Design'] },
  { id: 'autocad', names: ['AutoCAD', 'أوتوكاد'], fields: ['Architecture and Construction'] },
  { id: 'revit', names: ['Revit', 'ريفيت'], fields: ['Architecture and Construction'] },
  {
    id: 'primavera',
    names: ['Primavera P6', 'Primavera', 'بريمافيرا'],
    fields: ['Architecture and Construction'],
  },
  {
    id: 'structural',
    names: ['Structural analysis', 'التحليل الإنشائي'],
    fields: ['Architecture and Construction'],
  },
  {
    id: 'site-supervision',
    names: ['Site supervision', 'الإشراف على المواقع'],
    fields: ['Architecture and Construction'],
  },
  // Finance and management
  { id: 'credit-analysis', names: ['Credit analysis', 'تحليل الائتمان'], fields: ['Banking'] },
  {
    id: 'financial-modelling',
    names: ['Financial modelling', 'Financial modeling', 'النمذجة المالية'],
    fields: ['Banking'],
  },
  { id: 'aml', names: ['Anti-money laundering', 'AML', 'مكافحة غسل الأموال'], fields: ['Banking'] },
  { id: 'ifrs', names: ['IFRS', 'المعايير الدولية لإعداد التقارير المالية'], fields: ['Banking'] },
  {
    id: 'accounting',
    names: ['Accounting', 'Bookkeeping', 'المحاسبة', 'محاسبة'],
    fields: ['Banking'],
  },
  {
    id: 'budgeting',
    names: ['Budgeting', 'إعداد الموازنات', 'الموازنة'],
    fields: ['Business Management'],
  },
  {
    id: 'agile',
    names: ['Agile', 'Scrum', 'أجايل'],
    fields: ['Business Management', 'Digital Services'],
  },
  {
    id: 'stakeholders',
    names: ['Stakeholder management', 'إدارة أصحاب المصلحة'],
    fields: ['Business Management'],
  },
  { id: 'okrs', names: ['OKRs', 'OKR'], fields: ['Business Management'] },
  {
    id: 'process-improvement',
    names: ['Process improvement', 'تحسين العمليات'],
    fields: ['Business Management'],
  },
  {
    id: 'project-planning',
    names: ['Project planning', 'Project management', 'تخطيط المشروعات', 'إدارة المشروعات'],
    fields: ['Business Management'],
  },
  // Marketing and media
  { id: 'google-ads', names: ['Google Ads', 'AdWords', 'إعلانات جوجل'], fields: ['Marketing'] },
  {
    id: 'seo',
    names: [
      'SEO',
      'Search engine optimisation',
      'Search engine optimization',
      'تحسين محركات البحث',
    ],
    fields: ['Marketing'],
  },
  {
    id: 'social-media',
    names: ['Social media marketing', 'التسويق عبر وسائل التواصل الاجتماعي'],
    fields: ['Marketing', 'Media'],
  },
  {
    id: 'content-strategy',
    names: ['Content strategy', 'استراتيجية المحتوى'],
    fields: ['Marketing'],
  },
  { id: 'google-analytics', names: ['Google Analytics', 'جوجل أناليتكس'], fields: ['Marketing'] },
  { id: 'premiere', names: ['Adobe Premiere', 'Premiere Pro', 'بريمير'], fields: ['Media'] },
  {
    id: 'copywriting',
    names: ['Copywriting', 'كتابة المحتوى الإعلاني'],
    fields: ['Media', 'Marketing'],
  },
  { id: 'storytelling', names: ['Storytelling', 'السرد القصصي'], fields: ['Media'] },
  { id: 'photography', names: ['Photography', 'التصوير الفوتوغرافي'], fields: ['Media'] },
  // People, law, health
  {
    id: 'recruitment',
    names: ['Recruitment', 'Recruiting', 'التوظيف', 'الاستقطاب'],
    fields: ['Human Resources'],
  },
  { id: 'payroll', names: ['Payroll', 'الرواتب', 'كشوف المرتبات'], fields: ['Human Resources'] },
  {
    id: 'labour-law',
    names: ['Labour law', 'Labor law', 'قانون العمل'],
    fields: ['Human Resources', 'law'],
  },
  {
    id: 'performance-management',
    names: ['Performance management', 'إدارة الأداء'],
    fields: ['Human Resources'],
  },
  { id: 'hris', names: ['HRIS', 'نظم معلومات الموارد البشرية'], fields: ['Human Resources'] },
  { id: 'contract-drafting', names: ['Contract drafting', 'صياغة العقود'], fields: ['law'] },
  { id: 'corporate-law', names: ['Corporate law', 'قانون الشركات'], fields: ['law'] },
  { id: 'litigation', names: ['Litigation', 'التقاضي'], fields: ['law'] },
  { id: 'legal-research', names: ['Legal research', 'البحث القانوني'], fields: ['law'] },
  {
    id: 'patient-care',
    names: ['Patient care', 'رعاية المرضى'],
    fields: ['Health Services', 'Medicine'],
  },
  {
    id: 'infection-control',
    names: ['Infection control', 'مكافحة العدوى'],
    fields: ['Health Services'],
  },
  {
    id: 'ehr',
    names: ['Electronic health records', 'EHR', 'EMR', 'السجلات الصحية الإلكترونية'],
    fields: ['Health Services'],
  },
  { id: 'first-aid', names: ['First aid', 'الإسعافات الأولية'], fields: ['Health Services'] },
  {
    id: 'clinical-diagnosis',
    names: ['Clinical diagnosis', 'التشخيص السريري'],
    fields: ['Medicine'],
  },
  { id: 'emergency-medicine', names: ['Emergency medicine', 'طب الطوارئ'], fields: ['Medicine'] },
  { id: 'medical-research', names: ['Medical research', 'البحث الطبي'], fields: ['Medicine'] },
  {
    id: 'gmp',
    names: ['GMP', 'Good manufacturing practice', 'ممارسات التصنيع الجيد'],
    fields: ['Pharmacy and Drug Industry'],
  },
  {
    id: 'pharmacovigilance',
    names: ['Pharmacovigilance', 'اليقظة الدوائية'],
    fields: ['Pharmacy and Drug Industry'],
  },
  { id: 'hplc', names: ['HPLC'], fields: ['Pharmacy and Drug Industry'] },
  {
    id: 'drug-registration',
    names: ['Drug registration', 'تسجيل الأدوية'],
    fields: ['Pharmacy and Drug Industry'],
  },
  // Education, research, industry, logistics, tourism, agriculture
  {
    id: 'lesson-planning',
    names: ['Lesson planning', 'تخطيط الدروس'],
    fields: ['Education and Training'],
  },
  { id: 'moodle', names: ['Moodle', 'مودل'], fields: ['Education and Training'] },
  {
    id: 'classroom-management',
    names: ['Classroom management', 'إدارة الصف'],
    fields: ['Education and Training'],
  },
  {
    id: 'e-learning',
    names: ['E-learning authoring', 'E-learning', 'التعلم الإلكتروني'],
    fields: ['Education and Training'],
  },
  { id: 'statistics', names: ['Statistics', 'الإحصاء'], fields: ['Research', 'Data Management'] },
  { id: 'r-language', names: ['R', 'R language'], fields: ['Research', 'Data Management'] },
  {
    id: 'scientific-writing',
    names: ['Scientific writing', 'الكتابة العلمية'],
    fields: ['Research'],
  },
  {
    id: 'experimental-design',
    names: ['Experimental design', 'تصميم التجارب'],
    fields: ['Research'],
  },
  {
    id: 'lean',
    names: ['Lean manufacturing', 'Lean', 'التصنيع الرشيق'],
    fields: ['Manufacturing'],
  },
  { id: 'six-sigma', names: ['Six Sigma', 'سيكس سيجما'], fields: ['Manufacturing'] },
  { id: 'iso-9001', names: ['ISO 9001', 'أيزو 9001'], fields: ['Manufacturing'] },
  { id: 'plc', names: ['PLC programming', 'PLC', 'برمجة PLC'], fields: ['Manufacturing'] },
  { id: 'haccp', names: ['HACCP', 'هاسب'], fields: ['Food industry'] },
  { id: 'iso-22000', names: ['ISO 22000', 'أيزو 22000'], fields: ['Food industry'] },
  {
    id: 'quality-control',
    names: ['Quality control', 'QC', 'مراقبة الجودة'],
    fields: ['Food industry', 'Manufacturing'],
  },
  {
    id: 'product-development',
    names: ['Product development', 'تطوير المنتجات'],
    fields: ['Food industry'],
  },
  { id: 'sap', names: ['SAP', 'ساب'], fields: ['Transportation'] },
  { id: 'route-planning', names: ['Route planning', 'تخطيط المسارات'], fields: ['Transportation'] },
  { id: 'inventory', names: ['Inventory management', 'إدارة المخزون'], fields: ['Transportation'] },
  { id: 'incoterms', names: ['Incoterms', 'إنكوترمز'], fields: ['Transportation'] },
  { id: 'opera-pms', names: ['Opera PMS', 'Opera', 'أوبرا'], fields: ['Tourism'] },
  { id: 'customer-service', names: ['Customer service', 'خدمة العملاء'], fields: ['Tourism'] },
  { id: 'tour-planning', names: ['Tour planning', 'تنظيم الرحلات'], fields: ['Tourism'] },
  { id: 'soil-analysis', names: ['Soil analysis', 'تحليل التربة'], fields: ['Agriculture'] },
  { id: 'drip-irrigation', names: ['Drip irrigation', 'الري بالتنقيط'], fields: ['Agriculture'] },
  { id: 'crop-planning', names: ['Crop planning', 'تخطيط المحاصيل'], fields: ['Agriculture'] },
  { id: 'gis', names: ['GIS', 'نظم المعلومات الجغرافية'], fields: ['Agriculture'] },
  {
    id: 'patent-research',
    names: ['Patent research', 'البحث في براءات الاختراع'],
    fields: ['Innovation and Technology Transfer'],
  },
  {
    id: 'design-thinking',
    names: ['Design thinking', 'التفكير التصميمي'],
    fields: ['Innovation and Technology Transfer'],
  },
  {
    id: 'product-roadmaps',
    names: ['Product roadmaps', 'خرائط طريق المنتج'],
    fields: ['Innovation and Technology Transfer'],
  },
  {
    id: 'market-research',
    names: ['Market research', 'أبحاث السوق'],
    fields: ['Innovation and Technology Transfer', 'Marketing'],
  },
];

/**
 * What two spellings of a skill are compared by: lower case, Arabic normalised (decisions.md 13),
 * and without the spaces, dots, hyphens and slashes people write differently ("Node.js",
 * "node js" and "NodeJS" all give "nodejs"). "+" and "#" stay ("C++", "C#").
 */
export function skillKey(name: string): string {
  return normalizeSearchText(name.normalize('NFKC'))
    .replace(/[\s._\-/\\'’"()]+/g, '')
    .trim();
}

const idByKey = new Map<string, SkillSynonyms>();
for (const entry of skillSynonyms) {
  for (const name of entry.names) idByKey.set(skillKey(name), entry);
}

/** The table's entry for a written skill, or undefined when the table does not know it. */
export function knownSkill(name: string): SkillSynonyms | undefined {
  return idByKey.get(skillKey(name));
}

/** The id a skill is compared by: the table's id, or its written form for any other skill. */
export function canonicalSkill(name: string): string {
  const key = skillKey(name);
  if (key === '') return '';
  return idByKey.get(key)?.id ?? `text:${key}`;
}

/**
 * Spellings that are ordinary words or too short in running text ("we want people who excel",
 * "a lean team"): taken when a list names them, never found in a description.
 */
const notInText = new Set(['Excel', 'Lean', 'Opera', 'Node', 'TS', 'JS', 'QC', 'R', 'EMR', 'نود']);

/** Words of a normalised text: letters, digits, "+" and "#" ("c++"); anything else separates. */
function wordsOf(text: string): string[] {
  return normalizeSearchText(text.normalize('NFKC'))
    .split(/[^\p{L}\p{N}\p{M}+#]+/u)
    .filter((w) => w !== '');
}

const arabicLetter = /[\u0600-\u06FF]/;
const arabicPrefix = /^(?:[وبلف]?ال|[وبلف])(?=[\u0600-\u06FF]{2})/;

/** A word and, for an Arabic word, the word without its article or joined particle. */
function formsOf(word: string): string[] {
  if (!arabicLetter.test(word)) return [word];
  const bare = word.replace(arabicPrefix, '');
  return bare === word ? [word] : [word, bare];
}

/** Each spelling as its words, by its first word: a scan of the text by word finds them. */
const byFirstWord = new Map<string, { entry: SkillSynonyms; words: string[] }[]>();
for (const entry of skillSynonyms) {
  for (const name of entry.names) {
    if (name.length < 2 || notInText.has(name)) continue;
    const words = wordsOf(name);
    const first = words[0];
    if (first === undefined) continue;
    const list = byFirstWord.get(first) ?? [];
    list.push({ entry, words });
    byFirstWord.set(first, list);
  }
}

/**
 * The table's skills a text names (a posting's title and description), by first spelling, in
 * the table's order. What a posting asks for when it lists no skills of its own. Word by word
 * (no pattern per spelling): a posting's text is read in well under a millisecond.
 */
export function skillsInText(text: string): string[] {
  const words = wordsOf(text);
  const found = new Set<SkillSynonyms>();
  words.forEach((word, i) => {
    for (const form of formsOf(word)) {
      for (const { entry, words: spelling } of byFirstWord.get(form) ?? []) {
        if (found.has(entry)) continue;
        const rest = spelling.slice(1);
        if (rest.every((w, j) => formsOf(words[i + 1 + j] ?? '').includes(w))) found.add(entry);
      }
    }
  });
  return skillSynonyms.filter((entry) => found.has(entry)).map((entry) => entry.names[0]);
}

/**
 * The fields a list of skills points to most (every field with the highest count; none when no
 * skill is in the table). How a CV without a stated field is placed.
 */
export function fieldsOfSkills(skills: readonly string[]): ProfessionalField[] {
  const counts = new Map<ProfessionalField, number>();
  const seen = new Set<string>();
  for (const skill of skills) {
    const entry = knownSkill(skill);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    for (const field of entry.fields) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  const best = Math.max(0, ...counts.values());
  return best === 0 ? [] : [...counts].filter(([, n]) => n === best).map(([field]) => field);
}
