import { brand, telUrl } from "../../brand";
import { shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** /legal-notice: the site's legal notice (mentions légales), in French (the reference) and in English (decision 072). */
export const legalNotice: PolicyDocument = {
  path: "/legal-notice",
  reference: "fr",
  claims: [
    {
      kind: "vendor",
      quote: { fr: brand.host.phone, en: brand.host.phone },
      note: "The host's telephone number, which the LCEN requires: check it with the host before launch.",
    },
  ],
  versions: {
    fr: {
      updated: "2025-07-01",
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
                `**Direction de la publication :** ${brand.publicationDirector}`,
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
    en: {
      updated: "2026-11-26",
      intro: [
        "Under French law n° 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), the information below identifies the publisher and the host of this website. It also sets out the intellectual property rules that apply to its content and how your personal data is handled.",
      ],
      sections: [
        {
          id: "publisher",
          heading: "Publisher",
          blocks: [
            {
              type: "p",
              text: `This website is published by **${brand.legalName}**, a studio that creates playful digital experiences.`,
            },
            {
              type: "list",
              items: [
                `**Company name:** ${brand.legalName}`,
                `**Legal form:** ${brand.legalForm} (simplified joint-stock company)`,
                `**Share capital:** ${shareCapital("en")}`,
                `**Registered office:** ${brand.registeredOffice}`,
                `**Registration:** ${brand.registration} (Paris Trade and Companies Register)`,
                `**EU VAT number:** ${brand.vatNumber}`,
                `**Director of publication:** ${brand.publicationDirector}`,
                `**E-mail:** [${brand.email}](mailto:${brand.email})`,
                `**Phone:** [${brand.phone}](${telUrl(brand.phone)}) (Monday to Friday, 9am–6pm, French time)`,
              ],
            },
          ],
        },
        {
          id: "host",
          heading: "Host",
          blocks: [
            { type: "p", text: "The website is hosted and delivered by the Cloudflare Workers platform, operated by:" },
            {
              type: "list",
              items: [
                `**${brand.host.name}**`,
                `**Address:** ${brand.host.address}`,
                `**Phone:** ${brand.host.phone}`,
                `**Website:** [${brand.host.url.replace(/^https:\/\//, "")}](${brand.host.url})`,
              ],
            },
            {
              type: "p",
              text: "The website is served from the host's worldwide network of data centres, from the one closest to each visitor. How the host may process technical data is described in our [privacy policy](/privacy-policy).",
            },
          ],
        },
        {
          id: "intellectual-property",
          heading: "Intellectual property",
          blocks: [
            {
              type: "p",
              text: `Everything on this website (its structure, texts, logos, illustrations, game visuals, videos, animations, icons, source code and databases) belongs exclusively to ${brand.legalName} or is used with the permission of its owners. It is protected by the French Intellectual Property Code and by international copyright and trade mark conventions.`,
            },
            {
              type: "p",
              text: `Reproducing, displaying, adapting, modifying or distributing any of it, in whole or in part and by any means, without the prior written permission of ${brand.legalName} is prohibited and constitutes infringement under Articles L. 335-2 and following of the French Intellectual Property Code.`,
            },
            {
              type: "p",
              text: "The projects shown in our portfolio were made for our clients. Their visuals and content are reproduced with our clients' agreement and remain, where applicable, the property of their respective owners.",
            },
            {
              type: "p",
              text: `You may link to this website, provided the link does not harm the image of ${brand.legalName} and its pages are not displayed within another website. ${brand.legalName} cannot be held responsible for the content of external websites this website links to.`,
            },
          ],
        },
        {
          id: "personal-data",
          heading: "Personal data",
          blocks: [
            {
              type: "p",
              text: `${brand.legalName} processes the personal data collected on this website, in particular through the contact form, in accordance with Regulation (EU) 2016/679 of 27 April 2016 (GDPR) and the amended French Data Protection Act n° 78-17 of 6 January 1978 (loi Informatique et Libertés).`,
            },
            {
              type: "p",
              text: `You have the right to access, rectify and erase your data, to restrict or object to its processing and to data portability, the right to withdraw your consent at any time, and the right to give instructions on what should happen to your data after your death. To exercise them, write to ${brand.privacyEmail}. You may also lodge a complaint with the French data protection authority, the CNIL ([www.cnil.fr](https://www.cnil.fr)).`,
            },
            {
              type: "p",
              text: "The data collected, the purposes, the legal bases and the retention periods are set out in our [privacy policy](/privacy-policy).",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          blocks: [
            {
              type: "p",
              text: "On your first visit, a banner lets you accept, refuse or choose which trackers may be used, in three categories: **necessary** (always on, essential for the website to work), **analytics** (audience measurement) and **marketing**. The analytics and marketing categories are off by default: no audience measurement is switched on before you consent, and the website uses no marketing trackers.",
            },
            {
              type: "p",
              text: "Your choices are saved in your browser's local storage (localStorage). You can change them at any time with the 'Manage cookies' link at the bottom of every page. To find out more, read the cookies section of our [privacy policy](/privacy-policy).",
            },
          ],
        },
        {
          id: "contact",
          heading: "Contact",
          blocks: [
            {
              type: "p",
              text: "For any question about the website or this legal notice, you can reach us:",
            },
            {
              type: "list",
              items: [
                `by e-mail: ${brand.email} (we reply within 24 hours);`,
                `for any question about your personal data: ${brand.privacyEmail};`,
                `by phone: ${brand.phone}, Monday to Friday, 9am–6pm, French time;`,
                `by post: ${brand.legalName}, ${brand.registeredOffice};`,
                "through our [contact form](/contact).",
              ],
            },
            {
              type: "p",
              text: "This legal notice is governed by French law. Any dispute relating to the use of the website falls, failing an amicable settlement, under the jurisdiction of the French courts.",
            },
          ],
        },
      ],
    },
  },
};
