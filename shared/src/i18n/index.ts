export * from './languages';
export { COMMON_NAMESPACE, initI18n, registerTranslations } from './i18n';
export {
  detectLanguage,
  requestStartupTexts,
  type LanguageSources,
  type StartupTexts,
} from './startup-texts';
