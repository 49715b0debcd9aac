/**
 * Which projects' covers illustrate the hero of an inner page, by path (three each, in the order they fan
 * out). Achievement pages not listed here show their own first three projects.
 */
export const heroArt: Record<string, string[]> = {
  "/gamification-digitale": ["wecare", "electricity", "activ-5"],
  "/advergaming": ["captain-cloud", "le-cube", "zupergamer"],
  "/serious-games": ["le-roi-et-la-salamandre", "risk-pursuit", "medelia"],
  "/elearning-interactif": ["les-defis-du-pr-mushi", "simply-land", "leos-journey-in-africa"],
  "/notre-expertise": ["captain-cloud", "care-island", "medelia"],
  "/nos-realisations": ["zupergamer", "wecare", "leos-journey-in-africa"],
  "/qui-sommes-nous": ["care-island", "electricity", "hugues-et-gartempe"],
  "/careers": ["le-cube", "simply-land", "magik"],
};
