/** The French UI catalogue: buttons, labels, headings, toasts, errors. Long prose lives in src/content/. */
export const fr = {
  "site.skipToContent": "Aller au contenu",
  "site.tagline": "Studio de gamification digitale",

  "nav.label": "Navigation principale",
  "nav.home": "Accueil",
  "nav.services": "Services",
  "nav.projects": "Projets",
  "nav.team": "Équipe",
  "nav.contact": "Contact",
  "nav.cta": "Parlons de votre projet",
  "nav.logo": "{brand}, retour à l'accueil",
  "nav.menu.open": "Ouvrir le menu",
  "nav.menu.close": "Fermer le menu",
  "nav.language.label": "Langue",
  "nav.language.switch": "English version",
  "nav.language.short": "EN",

  "breadcrumb.label": "Fil d'Ariane",
  "breadcrumb.home": "Accueil",

  "footer.expertise": "Expertises",
  "footer.realisations": "Réalisations",
  "footer.contact": "Contact",
  "footer.company": "Studio",
  "footer.legal": "Informations légales",
  "footer.about": "À propos",
  "footer.careers": "Carrières",
  "footer.contactForm": "Formulaire de contact",
  "footer.cookies": "Gérer les cookies",
  "footer.legalNotice": "Mentions légales",
  "footer.privacy": "Politique de confidentialité",
  "footer.projectPrivacy": "Confidentialité des applications",
  "footer.gameStudio": "Notre studio de jeux",
  "footer.gameEngine": "Notre moteur de jeu",
  "footer.social": "Le studio sur LinkedIn",
  "footer.externalHint": "(nouvel onglet)",
  "footer.copyright": "© 2025 {brand}. Tous droits réservés.",
  "footer.rights": "Marques, jeux et visuels présentés appartiennent à leurs propriétaires respectifs.",
  "footer.description": "Ludora conçoit et développe des expériences digitales ludiques depuis 2006 : jeux marketing, serious games, e-learning interactif, objets connectés et applications santé, de l'idée au lancement.",
  "footer.phone": "Téléphone",
  "footer.email": "E-mail",

  "cta.contact": "Contactez-nous",
  "cta.discuss": "Discutons de votre projet",

  "redirect.title": "Redirection en cours...",
  "redirect.body": "Vous allez être redirigé. Si rien ne se passe, suivez ce lien :",

  "error.404.title": "Page introuvable",
  "error.404.code": "404",
  "error.404.heading": "Oups ! Page introuvable",
  "error.404.text": "La page que vous cherchez n'existe pas ou a été déplacée.",
  "error.404.home": "Retour à l'accueil",
  "error.500.title": "Erreur inattendue",
  "error.500.heading": "Erreur inattendue de l'application !",
  "error.500.text": "Un problème est survenu de notre côté. Réessayez dans un instant ; si le problème persiste, écrivez-nous en citant la référence ci-dessous.",
  "error.500.reference": "Référence : {id}",
  "error.405": "Méthode non autorisée.",

  "project.discover": "Découvrez ce projet en détail",
  "project.client": "Client",
  "project.back": "Retour à l'accueil",

  "page.comingSoon": "Cette page est en cours de rédaction. En attendant, notre équipe répond à toutes vos questions.",
} as const;

export type MessageKey = keyof typeof fr;
export type Catalogue = Record<MessageKey, string>;
