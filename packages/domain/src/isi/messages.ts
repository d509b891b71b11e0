// ISI texts shared by server and web: validation messages of the answers (decisions.md 6).
export const isiMessagesEn = {
  'isi.answerInvalid': 'Each answer must be a whole number from 1 to 5.',
  'isi.answersLength': 'A result has exactly 48 answers.',
  'isi.answersInvalid': 'The questionnaire needs 48 answers, each from 1 to 5.',
  'isi.missingQuestions': '* There are missing questions *',
  'isi.timingsInvalid': 'Timings are 48 whole numbers of milliseconds, each from 0 to 3,600,000.',
} as const;

export const isiMessagesAr: Record<keyof typeof isiMessagesEn, string> = {
  'isi.answerInvalid': 'يجب أن تكون كل إجابة عددًا صحيحًا من 1 إلى 5.',
  'isi.answersLength': 'تتكوّن النتيجة من 48 إجابة بالضبط.',
  'isi.answersInvalid': 'يحتاج الاستبيان إلى 48 إجابة، كل منها من 1 إلى 5.',
  'isi.missingQuestions': '* هناك أسئلة لم تتم الإجابة عنها *',
  'isi.timingsInvalid': 'التوقيتات 48 عددًا صحيحًا من الملّي ثانية، كل منها من 0 إلى 3600000.',
};
