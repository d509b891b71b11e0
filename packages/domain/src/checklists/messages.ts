// Texts of the Find a Boss / Job Match checklists and description cards (spec 5 and 8).
export const checklistsMessagesEn = {
  'checklists.tooManyChoices': 'Sorry, more than 10 choices',
  'checklists.noChoice': 'Tick at least one item',
  'checklists.titleRequired': 'Give the card a title',
  'checklists.titleTooLong': 'The title can have at most 200 characters',
  'checklists.descriptionTooLong': 'The description can have at most 5000 characters',
  'checklists.itemsRequired': 'Tick at least one item to save a card',
  'checklists.itemUnknown': 'This item is not on the checklist',
  'checklists.itemRepeated': 'An item can be ticked only once',
  'checklists.styleInvalid': 'Choose a leadership style from 4 to 7',
} as const;

export const checklistsMessagesAr: Record<keyof typeof checklistsMessagesEn, string> = {
  'checklists.tooManyChoices': 'عذرًا، أكثر من 10 اختيارات',
  'checklists.noChoice': 'اختر عنصرًا واحدًا على الأقل',
  'checklists.titleRequired': 'أدخل عنوانًا للبطاقة',
  'checklists.titleTooLong': 'يمكن أن يحتوي العنوان على 200 حرف على الأكثر',
  'checklists.descriptionTooLong': 'يمكن أن يحتوي الوصف على 5000 حرف على الأكثر',
  'checklists.itemsRequired': 'اختر عنصرًا واحدًا على الأقل لحفظ البطاقة',
  'checklists.itemUnknown': 'هذا العنصر غير موجود في القائمة',
  'checklists.itemRepeated': 'لا يمكن اختيار العنصر أكثر من مرة',
  'checklists.styleInvalid': 'اختر نمط قيادة من 4 إلى 7',
};
