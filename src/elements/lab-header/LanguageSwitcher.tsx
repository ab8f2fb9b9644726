import { ChevronDown, Languages } from '../../components/icons';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { languageNames } from './languageNames.atBuild';
import { locales, localeOf } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { chooseLanguage } from '../../stores/language';
import css from './LanguageSwitcher.css?inline';

/**
 * The store's language switcher: a native select, each language named in its own script. The
 * choice is shared by every element on the page and by other tabs (stores/language); an element
 * with its own `lang` attribute keeps it.
 */
export function LanguageSwitcher() {
  useStyles(css);
  const t = useT();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('chrome.language.label')}</span>
      <Languages aria-hidden="true" className="language-switcher__icon" />
      <select
        className="language-switcher__select"
        value={t.locale}
        onChange={(event) => {
          const locale = localeOf(event.target.value);
          if (locale) chooseLanguage(locale);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="language-switcher__chevron" />
    </label>
  );
}
