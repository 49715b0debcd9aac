import { deliveryStates, messageStatuses } from "../../inbox/message";
import type { MessageFilter } from "../../inbox/filter";
import { languageName } from "../../i18n/format";
import { locales } from "../../i18n/locale-list";
import { usePage } from "../../render/page-context";

/** The search box and filters: a GET form, so a filtered view is a URL staff can keep or share. */
export function MessageFilters({ filter }: { filter: MessageFilter }) {
  const { t, locale } = usePage();
  return (
    <form className="staff-filters" method="get" action="/admin" role="search">
      <input type="hidden" name="lang" value={locale} />
      <p className="staff-field staff-search">
        <label htmlFor="filter-q">{t("admin.filter.q")}</label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} />
      </p>
      <fieldset className="staff-statuses">
        <legend>{t("admin.filter.status")}</legend>
        {messageStatuses.map((status) => (
          <label key={status}>
            <input type="checkbox" name="status" value={status} defaultChecked={filter.statuses.includes(status)} />{" "}
            {t(`admin.status.${status}`)}
          </label>
        ))}
        <p className="staff-hint">{t("admin.filter.statusHint")}</p>
      </fieldset>
      <p className="staff-field">
        <label htmlFor="filter-delivery">{t("admin.filter.delivery")}</label>
        <select id="filter-delivery" name="delivery" defaultValue={filter.delivery ?? ""}>
          <option value="">{t("admin.filter.any")}</option>
          {deliveryStates.map((state) => (
            <option key={state} value={state}>
              {t(`admin.state.${state}`)}
            </option>
          ))}
        </select>
      </p>
      <p className="staff-field">
        <label htmlFor="filter-locale">{t("admin.field.language")}</label>
        <select id="filter-locale" name="locale" defaultValue={filter.locale ?? ""}>
          <option value="">{t("admin.filter.any")}</option>
          {locales.map((lang) => (
            <option key={lang} value={lang}>
              {languageName(locale, lang, { standalone: true })}
            </option>
          ))}
        </select>
      </p>
      <p className="staff-filter-actions">
        <button type="submit" className="btn btn-primary btn-small">
          {t("admin.filter.apply")}
        </button>{" "}
        <a href={`/admin?lang=${locale}`}>{t("admin.filter.reset")}</a>
      </p>
    </form>
  );
}
