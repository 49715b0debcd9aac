import { brand, telUrl } from "../../brand";
import { shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** /legal-notice: the site's legal notice (mentions légales), published in French only. */
export const legalNotice: PolicyDocument = {
  path: "/legal-notice",
  updated: "2025-07-01",
  claims: [
    {
      kind: "vendor",
      quote: { fr: brand.host.phone },
      note: "The host's telephone number, which the LCEN requires: check it with the host before launch.",
    },
  ],
  versions: {
    fr: {
      intro: [
        // No article number: the SREN law (n° 2024-449) renumbered the LCEN's editor duties (decision 060).
        "Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), les informations ci-dessous permettent d'identifier l'éditeur et l'hébergeur de ce site. Elles précisent aussi les règles de propriété intellectuelle qui s'appliquent à son contenu et la façon dont vos données personnelles sont traitées.",
      ],
      sections: [
        {
          id: "editeur-du-site",
          heading: "Éditeur du site",
          blocks: [
            {
              type: "p",
              text: `Le présent site est édité par **${brand.legalName}**, studio de création d'expériences digitales ludiques.`,
            },
            {
              type: "list",
              items: [
                `**Raison sociale :** ${brand.legalName}`,
                `**Forme juridique :** ${brand.legalForm}`,
                `**Capital social :** ${shareCapital("fr")}`,
                `**Siège social :** ${brand.registeredOffice}`,
                `**Immatriculation :** ${brand.registration}`,
                `**N° de TVA intracommunautaire :** ${brand.vatNumber}`,
                `**Directeur de la publication :** ${brand.publicationDirector}`,
                `**E-mail :** [${brand.email}](mailto:${brand.email})`,
                `**Téléphone :** [${brand.phoneDisplay}](${telUrl(brand.phone)}) (du lundi au vendredi, de 9\u00a0h à 18\u00a0h)`,
              ],
            },
          ],
        },
        {
          id: "hebergeur",
          heading: "Hébergeur",
          blocks: [
            { type: "p", text: "Le site est hébergé et diffusé par la plateforme Cloudflare Workers, exploitée par :" },
            {
              type: "list",
              items: [
                `**${brand.host.name}**`,
                `**Adresse :** ${brand.host.address}`,
                `**Téléphone :** ${brand.host.phone}`,
                `**Site internet :** [${brand.host.url.replace(/^https:\/\//, "")}](${brand.host.url})`,
              ],
            },
            {
              type: "p",
              text: "Le site est servi depuis le réseau mondial de centres de données de l'hébergeur, au plus près de chaque visiteur. Les conditions dans lesquelles l'hébergeur peut traiter des données techniques sont décrites dans notre [politique de confidentialité](/privacy-policy).",
            },
          ],
        },
        {
          id: "propriete-intellectuelle",
          heading: "Propriété intellectuelle",
          blocks: [
            {
              type: "p",
              text: `L'ensemble des éléments composant ce site (structure, textes, logos, illustrations, visuels de jeux, vidéos, animations, icônes, code source et bases de données) est la propriété exclusive de ${brand.legalName} ou fait l'objet d'une autorisation d'utilisation accordée par ses titulaires. Ces éléments sont protégés par le Code de la propriété intellectuelle et par les conventions internationales relatives au droit d'auteur et au droit des marques.`,
            },
            {
              type: "p",
              text: `Toute reproduction, représentation, adaptation, modification ou diffusion, totale ou partielle, de ces éléments, par quelque procédé que ce soit, sans l'autorisation écrite préalable de ${brand.legalName} est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.`,
            },
            {
              type: "p",
              text: "Les projets présentés dans notre portfolio ont été réalisés pour le compte de nos clients. Les visuels et contenus qui s'y rapportent sont reproduits avec leur accord et restent, le cas échéant, la propriété de leurs titulaires respectifs.",
            },
            {
              type: "p",
              text: `La création de liens hypertextes vers ce site est autorisée, à condition qu'ils ne portent pas atteinte à l'image de ${brand.legalName} et que les pages ne soient pas intégrées à l'intérieur d'un autre site. ${brand.legalName} ne saurait être tenue responsable du contenu des sites externes vers lesquels ce site renvoie.`,
            },
          ],
        },
        {
          id: "donnees-personnelles",
          heading: "Données personnelles",
          blocks: [
            {
              type: "p",
              text: `${brand.legalName} traite les données personnelles collectées sur ce site, notamment via le formulaire de contact, dans le respect du règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et de la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ».`,
            },
            {
              type: "p",
              text: `Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, du droit de retirer votre consentement à tout moment et de celui de définir des directives relatives au sort de vos données après votre décès. Pour les exercer, écrivez à ${brand.privacyEmail}. Vous pouvez également introduire une réclamation auprès de la CNIL ([www.cnil.fr](https://www.cnil.fr)).`,
            },
            {
              type: "p",
              text: "Le détail des données collectées, des finalités, des bases légales et des durées de conservation figure dans notre [politique de confidentialité](/privacy-policy).",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          blocks: [
            {
              type: "p",
              text: "Lors de votre première visite, un bandeau vous permet d'accepter, de refuser ou de personnaliser le dépôt de traceurs selon trois catégories : **nécessaires** (toujours actifs, indispensables au fonctionnement du site), **analytiques** (mesure d'audience) et **marketing**. Les catégories analytiques et marketing sont désactivées par défaut : aucun outil de mesure d'audience n'est activé avant votre consentement, et le site n'utilise aucun traceur marketing.",
            },
            {
              type: "p",
              text: "Vos choix sont enregistrés dans le stockage local (localStorage) de votre navigateur. Vous pouvez les modifier à tout moment grâce au lien « Gérer les cookies » situé en pied de page. Pour en savoir plus, consultez la section dédiée de notre [politique de confidentialité](/privacy-policy).",
            },
          ],
        },
        {
          id: "contact",
          heading: "Contact",
          blocks: [
            {
              type: "p",
              text: "Pour toute question relative au site ou aux présentes mentions légales, vous pouvez nous joindre :",
            },
            {
              type: "list",
              items: [
                `par e-mail : ${brand.email} (réponse sous 24 heures) ;`,
                `pour toute question relative à vos données personnelles : ${brand.privacyEmail} ;`,
                `par téléphone : ${brand.phoneDisplay}, du lundi au vendredi de 9\u00a0h à 18\u00a0h ;`,
                `par courrier : ${brand.legalName}, ${brand.registeredOffice} ;`,
                "via notre [formulaire de contact](/contact).",
              ],
            },
            {
              type: "p",
              text: "Les présentes mentions légales sont régies par le droit français. Tout litige relatif à l'utilisation du site relève, à défaut de résolution amiable, de la compétence des tribunaux français.",
            },
          ],
        },
      ],
    },
  },
};
