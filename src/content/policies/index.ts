import { careIslandPolicy } from "./care-island";
import { climbingBlocksPolicy } from "./climbing-blocks";
import { generalPrivacy } from "./general-privacy";
import { legalNotice } from "./legal-notice";
import { nineWorldsPolicy } from "./nine-worlds";
import { privacyPolicy } from "./privacy-policy";
import { titanSurvivorPolicy } from "./titan-survivor";
import type { PolicyDocument } from "./types";
import { weCarePolicy } from "./we-care";

/** Every policy document, each served at its own path by the one policy template. */
export const policyDocuments: PolicyDocument[] = [
  legalNotice,
  privacyPolicy,
  generalPrivacy,
  weCarePolicy,
  careIslandPolicy,
  climbingBlocksPolicy,
  nineWorldsPolicy,
  titanSurvivorPolicy,
];
