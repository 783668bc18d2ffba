import { makeAutoObservable, observableRef } from 'mobx';
import { LANGUAGES, findLanguage, type Language } from '../i18n/languages';
import { detectLanguage, langParameter } from '../i18n/startup-texts';
import { STORAGE_KEYS, readStoredString, writeStoredString, type StorageLike } from '../storage';

export interface LanguageStoreDeps {
  storage: StorageLike;
  /** The page whose <html> gets `lang` and `dir`; absent in tests that do not look at it. */
  document?: Document;
  location?: { search: string };
  browserLanguages?: readonly string[];
  /** Told every chosen language; the runtime switches i18next with it. */
  onChange?: (code: string) => void;
}

export class LanguageStore {
  language: Language;

  readonly languages = LANGUAGES;

  readonly followedKeys = [STORAGE_KEYS.language];

  constructor(private readonly deps: LanguageStoreDeps) {
    const search = deps.location?.search;
    const code = detectLanguage({
      search,
      saved: readStoredString(deps.storage, STORAGE_KEYS.language),
      browserLanguages: deps.browserLanguages,
    });
    this.language = findLanguage(code) ?? (LANGUAGES[0] as Language);
    // A ?lang= link is an explicit choice and is kept; a browser guess is not saved.
    if (findLanguage(langParameter(search))) this.save();
    this.applyToDocument();
    makeAutoObservable<LanguageStore, 'deps'>(
      this,
      { deps: false, languages: false, followedKeys: false, language: observableRef },
      { autoBind: true },
    );
  }

  get code(): string {
    return this.language.code;
  }

  get direction(): Language['direction'] {
    return this.language.direction;
  }

  /** An unknown code is ignored. */
  setLanguage(code: string): void {
    const language = findLanguage(code);
    if (!language) return;
    this.switchTo(language);
    this.save();
  }

  /** Another tab's choice switches this tab too; a value no language has is ignored. */
  syncFromStorage(): void {
    const language = findLanguage(readStoredString(this.deps.storage, STORAGE_KEYS.language));
    if (language && language !== this.language) this.switchTo(language);
  }

  private switchTo(language: Language): void {
    this.language = language;
    this.applyToDocument();
    this.deps.onChange?.(language.code);
  }

  private save(): void {
    writeStoredString(this.deps.storage, STORAGE_KEYS.language, this.language.code);
  }

  private applyToDocument(): void {
    const root = this.deps.document?.documentElement;
    if (!root) return;
    root.lang = this.language.code;
    root.dir = this.language.direction;
  }
}
