// Decision 120: the operator console's field messages (en/ar).
export const operatorMessagesEn = {
  'operator.reasonRequired': 'Say why.',
  'operator.reasonTooLong': 'Keep the reason under 500 characters.',
  'operator.queryTooLong': 'Search for at most 100 characters.',
} as const;

export const operatorMessagesAr: Record<keyof typeof operatorMessagesEn, string> = {
  'operator.reasonRequired': 'اذكر السبب.',
  'operator.reasonTooLong': 'اجعل السبب أقل من 500 حرف.',
  'operator.queryTooLong': 'ابحث بمئة حرف على الأكثر.',
};
