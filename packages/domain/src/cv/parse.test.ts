import { describe, expect, it } from 'vitest';
import { detectCvLanguage, normalizeCvText, parseCv } from './parse';

const english = `Omar Hassan
omar.hassan@example.com | +20 100 123 4567
Summary
Analyst who turns sales data into weekly decisions.
Work Experience
Data Analyst — Nile Retail (2019 – 2024)
Junior Analyst at Delta Bank, 2016 - 2019
Education
BSc in Computer Science, Cairo University, 2016
Skills
Python, SQL · Data analysis; Power BI`;

const arabic = `الاسم: أحمد محمود علي
البريد: ahmed.ali@example.com
الهاتف: ٠١٠٠٩٨٧٦٥٤٣
الخبرات
محلل بيانات — شركة النيل، 2018 – حتى الآن
التعليم
بكالوريوس علوم الحاسب، جامعة القاهرة، 2015
المهارات
بايثون، تحليل البيانات، SQL`;

describe('parseCv', () => {
  it('proposes every field of an English CV', () => {
    const { language, fields } = parseCv(english);
    expect(language).toBe('en');
    expect(fields).toEqual({
      name: 'Omar Hassan',
      email: 'omar.hassan@example.com',
      phone: '+201001234567',
      skills: ['Python', 'SQL', 'Data analysis', 'Power BI'],
      education: ['BSc in Computer Science, Cairo University, 2016'],
      experience: [
        { title: 'Data Analyst', organisation: 'Nile Retail', period: '2019 – 2024' },
        { title: 'Junior Analyst', organisation: 'Delta Bank', period: '2016 – 2019' },
      ],
    });
  });

  it('reads an Arabic CV, its label lines and Arabic-Indic digits (national number, posting country)', () => {
    const { language, fields } = parseCv(arabic, { defaultCountry: 'EG' });
    expect(language).toBe('ar');
    expect(fields.name).toBe('أحمد محمود علي');
    expect(fields.email).toBe('ahmed.ali@example.com');
    expect(fields.phone).toBe('+201009876543');
    expect(fields.skills).toEqual(['بايثون', 'تحليل البيانات', 'SQL']);
    expect(fields.education).toEqual(['بكالوريوس علوم الحاسب، جامعة القاهرة، 2015']);
    expect(fields.experience).toEqual([
      { title: 'محلل بيانات', organisation: 'شركة النيل', period: '2018 – حتى الآن' },
    ]);
  });

  it('does not take a year range or a short number for a phone', () => {
    const { fields } = parseCv(
      `Jane Roe\nExperience\nEngineer at ACME (2015 - 2019)\nRoom 12345 of the building and the team with skills`,
    );
    expect(fields.phone).toBeUndefined();
    expect(fields.name).toBe('Jane Roe');
  });

  it('gives no fields for a CV in a language it does not know, nor for too little text', () => {
    expect(
      parseCv('Иван Петров\nОпыт работы\nИнженер — Газпром (2015 – 2020)\nivan@example.ru'),
    ).toEqual({
      language: 'unknown',
      fields: {},
    });
    expect(parseCv('hello').language).toBe('unknown');
  });

  it('says which of name, e-mail and phone the CV did not give, and makes none up', () => {
    const { fields } = parseCv(
      'Summary\nEngineer with ten years of experience and skills for the team\nSkills\nPython',
    );
    expect(fields.name).toBeUndefined();
    expect(fields.email).toBeUndefined();
    expect(fields.missing).toEqual(['name', 'email', 'phone']);
    expect(parseCv(english).fields.missing).toBeUndefined();
  });

  it('reads what PDF text extraction gives of Arabic: vowels, split lam-alef, Allah, reversed numbers', () => {
    const { fields } = parseCv(
      'مُحَمَّد عَبْد الرَّحْمَن\nm.abdelrahman@example.net\nالهاتف: 6543 987 100 20+\nالخبرات\nمطور برمجيات، 2017 – 2020',
    );
    expect(fields.name).toBe('مُحَمَّد عَبْد الرَّحْمَن');
    expect(fields.phone).toBe('+201009876543');
    expect(
      parseCv('ال اسم: سارة عبد اهلل القحطاني\nالخبرات\nمحاسبة، 2016 – 2023').fields.name,
    ).toBe('سارة عبد الله القحطاني');
  });

  it('does not take the CV’s own title for the name', () => {
    const arabic = parseCv(
      'السيرة الذاتية\nسامي عادل الحربي\nsami@example.com\nالخبرات\nمهندس مدني، 2015 – 2020',
    );
    expect(arabic.fields.name).toBe('سامي عادل الحربي');
    const english = parseCv(
      'Curriculum Vitae\nPeter Lang\npeter@example.com\nExperience\nEngineer at ACME, 2015 – 2020\nEducation\nBSc in Physics\nSkills\nPython and Go',
    );
    expect(english.fields.name).toBe('Peter Lang');
  });

  it('normalises digits, tatweel and control characters', () => {
    expect(normalizeCvText('مـحـمد ٢٠١٥ ۲۰۱۶\u0000\u200c')).toBe('محمد 2015 2016');
    expect(detectCvLanguage('Experience and education of the team with skills in Python')).toBe(
      'en',
    );
  });
});
