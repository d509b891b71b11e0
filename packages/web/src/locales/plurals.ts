// Arabic has six plural forms, English two (one, other). i18next picks the form with
// Intl.PluralRules, so an Arabic text with a count also needs these four; the English resources
// set the shape of every language, so the Arabic-only forms are added to it here.
export type ArabicPlurals<Key extends string> = Partial<
  Record<`${Key}_${'zero' | 'two' | 'few' | 'many'}`, string>
>;
