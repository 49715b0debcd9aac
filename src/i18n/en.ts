import type { Catalogue } from "./fr";

/** The English UI catalogue, typed against the French one: a missing key is a compile error. */
export const en: Catalogue = {
  "site.skipToContent": "Skip to content",
  "site.tagline": "Digital gamification studio",

  "nav.label": "Main navigation",
  "nav.home": "Home",
  "nav.services": "Services",
  "nav.projects": "Projects",
  "nav.team": "Team",
  "nav.contact": "Contact",
  "nav.cta": "Let's talk about your project",
  "nav.logo": "{brand}, back to home",
  "nav.menu.open": "Open menu",
  "nav.menu.close": "Close menu",
  "nav.language.label": "Language",
  "nav.language.switch": "Version française",
  "nav.language.short": "FR",

  "breadcrumb.label": "Breadcrumb",
  "breadcrumb.home": "Home",

  "footer.expertise": "Expertise",
  "footer.realisations": "Our work",
  "footer.contact": "Contact",
  "footer.company": "Studio",
  "footer.legal": "Legal",
  "footer.about": "About us",
  "footer.careers": "Careers",
  "footer.contactForm": "Contact form",
  "footer.cookies": "Manage cookies",
  "footer.legalNotice": "Legal notice",
  "footer.privacy": "Privacy policy",
  "footer.projectPrivacy": "App privacy policies",
  "footer.gameStudio": "Our game studio",
  "footer.gameEngine": "Our game engine",
  "footer.social": "The studio on LinkedIn",
  "footer.externalHint": "(new tab)",
  "footer.copyright": "© 2025 {brand}. All rights reserved.",
  "footer.rights": "Brands, games and visuals shown belong to their respective owners.",
  "footer.description": "Ludora has designed and built playful digital experiences since 2006: marketing games, serious games, interactive e-learning, connected objects and health apps, from idea to launch.",
  "footer.phone": "Phone",
  "footer.email": "Email",

  "cta.contact": "Contact us",
  "cta.discuss": "Let's discuss your project",

  "redirect.title": "Redirecting...",
  "redirect.body": "You are being redirected. If nothing happens, follow this link:",

  "error.404.title": "Page not found",
  "error.404.code": "404",
  "error.404.heading": "Oops! Page not found",
  "error.404.text": "The page you are looking for does not exist or has moved.",
  "error.404.home": "Return to Home",
  "error.500.title": "Unexpected error",
  "error.500.heading": "Unexpected Application Error!",
  "error.500.text": "Something went wrong on our side. Please try again in a moment; if it keeps happening, write to us quoting the reference below.",
  "error.500.reference": "Reference: {id}",
  "error.405": "Method not allowed.",

  "project.discover": "Discover this project in detail",
  "project.client": "Client",
  "project.back": "Back to home",

  "page.comingSoon": "This page is being written. In the meantime, our team is happy to answer any question.",
};
