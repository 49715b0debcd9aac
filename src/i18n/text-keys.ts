/**
 * Keys whose values are addresses or identifiers, never prose: the typesetter (at build, scripts/content/typography.ts)
 * and the test locale (src/i18n/test-locale.ts) leave them as they are.
 */
export const NOT_TEXT =
  /^(href|url|src|path|parent|slug|id|icon|color|kind|type|image|images|imageWithWords|anchor|updated|reference|\w+Url)$/;
