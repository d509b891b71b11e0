// decisions.md 18 (issue 42): the texts of API keys shared by server and web.
export const apiKeysMessagesEn = {
  'apiKeys.nameRequired': 'Give the key a name',
  'apiKeys.nameTooLong': 'The name is too long (at most 100 characters)',
  'apiKeys.scopeInvalid': 'Unknown scope',
  'apiKeys.scopesRequired': 'Choose at least one scope',
  'apiKeys.expiryInPast': 'The expiry date must be in the future',
  'paging.cursorInvalid': 'This cursor is not one this list gave',
} as const;

export const apiKeysMessagesAr: Record<keyof typeof apiKeysMessagesEn, string> = {
  'apiKeys.nameRequired': 'أدخل اسمًا للمفتاح',
  'apiKeys.nameTooLong': 'الاسم طويل جدًا (100 حرف على الأكثر)',
  'apiKeys.scopeInvalid': 'نطاق غير معروف',
  'apiKeys.scopesRequired': 'اختر نطاقًا واحدًا على الأقل',
  'apiKeys.expiryInPast': 'يجب أن يكون تاريخ الانتهاء في المستقبل',
  'paging.cursorInvalid': 'هذا المؤشر ليس مما أعطته هذه القائمة',
};
