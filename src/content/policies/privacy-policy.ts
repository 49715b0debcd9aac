import { brand, telUrl } from "../../brand";
import { careersPlatform, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** /privacy-policy: the studio's own site privacy policy, published in French only (July 2025). */
export const privacyPolicy: PolicyDocument = {
  path: "/privacy-policy",
  updated: "2025-07-01",
  claims: [
    {
      kind: "vendor",
      quote: { fr: "AdMob" },
      note: "The product document lists 'advertising networks' without naming them.",
    },
    { kind: "vendor", quote: { fr: "Unity Ads" } },
    { kind: "vendor", quote: { fr: "AppLovin" } },
    { kind: "vendor", quote: { fr: "ironSource" } },
    { kind: "vendor", quote: { fr: "Meta Audience Network" } },
    {
      kind: "vendor",
      quote: { fr: careersPlatform },
      note: "The recruitment software behind the careers widget (CAREERS_WIDGET_URL), and its role: our processor, hosting the applications it receives for us.",
    },
    {
      kind: "practice",
      quote: { fr: "Ce module ne dépose aucun cookie" },
      note: "Check that the careers widget stores and reads nothing on the device. If it does, it may only load after consent (client/careers-widget.ts) and this section must list it.",
    },
    {
      kind: "retention",
      quote: { fr: "journaux techniques du site sont conservés 7 jours" },
      note: "Workers Logs retention on the studio's Cloudflare plan, and what Cloudflare's own security logs keep.",
    },
    {
      kind: "retention",
      quote: { fr: "conservées 6 mois par Cloudflare" },
      note: "How long Cloudflare Web Analytics keeps the site's measurements.",
    },
  ],
  versions: {
    fr: {
      intro: [
        "Chez Ludora, nous concevons des expériences ludiques et nous tenons à ce qu'elles restent respectueuses de la vie privée de chacun. Cette politique explique quelles données nous collectons lorsque vous visitez notre site ou nous contactez, pourquoi nous les utilisons, avec qui nous les partageons, combien de temps nous les conservons et comment exercer vos droits.",
        "Elle est établie conformément au règlement (UE) 2016/679 du 27 avril 2016, dit règlement général sur la protection des données (**RGPD**), et à la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ». Les applications et jeux que nous publions disposent de leurs propres politiques, réunies sur la page [Politiques de confidentialité de nos projets](/project-privacy).",
      ],
      sections: [
        {
          id: "1-qui-sommes-nous",
          heading: "1. Qui sommes-nous ?",
          blocks: [
            {
              type: "p",
              text: `Le responsable du traitement des données collectées sur ce site est **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice}.`,
            },
            {
              type: "list",
              items: [
                `**Contact général :** [${brand.email}](mailto:${brand.email})`,
                `**Questions relatives aux données personnelles :** [${brand.privacyEmail}](mailto:${brand.privacyEmail})`,
                `**Téléphone :** [${brand.phoneDisplay}](${telUrl(brand.phone)}) (du lundi au vendredi, de 9\u00a0h à 18\u00a0h)`,
              ],
            },
            {
              type: "p",
              text: "Les informations légales complètes sur l'éditeur et l'hébergeur du site figurent dans nos [mentions légales](/legal-notice).",
            },
          ],
        },
        {
          id: "2-donnees-collectees",
          heading: "2. Quelles données collectons-nous ?",
          blocks: [
            {
              type: "p",
              text: "Nous ne collectons que les données strictement utiles aux finalités décrites dans cette politique. Vous pouvez consulter l'ensemble du site sans créer de compte ni fournir d'information personnelle.",
            },
          ],
          subsections: [
            {
              id: "2-1-formulaire-de-contact",
              heading: "2.1 Données que vous nous transmettez",
              blocks: [
                { type: "p", text: "Lorsque vous utilisez notre formulaire de contact, nous recueillons :" },
                {
                  type: "list",
                  items: [
                    "votre prénom et votre nom ;",
                    "votre adresse e-mail ;",
                    "le nom de votre société, si vous choisissez de l'indiquer ;",
                    "l'objet de votre demande ;",
                    "le contenu de votre message, ainsi que toute information que vous décidez d'y inclure.",
                  ],
                },
                {
                  type: "p",
                  text: "Le prénom, le nom, l'adresse e-mail, l'objet et le message sont obligatoires : sans eux, le formulaire ne peut pas être envoyé et nous ne pourrions pas traiter votre demande ni vous répondre. Le nom de votre société est facultatif ; ne pas l'indiquer ne change rien au traitement de votre demande.",
                },
                {
                  type: "p",
                  text: `Si vous nous écrivez directement par e-mail ou postulez à l'une de nos offres depuis la page [Carrières](/careers), nous traitons également les informations que vous nous communiquez à cette occasion (CV, lettre de motivation, coordonnées). Les candidatures déposées depuis le module d'offres d'emploi de cette page nous parviennent par l'intermédiaire de ${careersPlatform}, notre logiciel de recrutement (voir section 5). Nous vous invitons à ne pas nous transmettre de données sensibles (santé, opinions, etc.) qui ne seraient pas nécessaires à votre demande.`,
                },
              ],
            },
            {
              id: "2-2-donnees-techniques",
              heading: "2.2 Données techniques",
              blocks: [
                {
                  type: "p",
                  text: "Comme tout site internet, le nôtre reçoit automatiquement certaines données techniques lorsque vous le consultez : adresse IP, type et version du navigateur, système d'exploitation, langue préférée, pages demandées, date et heure de la requête et site de provenance. Ces données sont traitées par notre hébergeur pour acheminer les pages, assurer la sécurité du service et prévenir les abus. Les journaux techniques du site sont conservés 7 jours, le temps de diagnostiquer une erreur. Pour limiter les envois abusifs, le formulaire de contact compte en outre les messages reçus de chaque adresse IP pendant une minute, puis l'oublie.",
                },
                {
                  type: "p",
                  text: "Si vous y consentez, et seulement lorsque la mesure d'audience est en service, Cloudflare Web Analytics compte les pages que vous consultez et mesure leur temps de chargement, sans cookie et sans identifiant, comme l'explique la section 4.",
                },
              ],
            },
          ],
        },
        {
          id: "3-finalites-et-bases-legales",
          heading: "3. Pourquoi utilisons-nous vos données ?",
          blocks: [
            {
              type: "p",
              text: "Chaque traitement repose sur une finalité précise et sur l'une des bases légales prévues à l'article 6 du RGPD :",
            },
            {
              type: "table",
              caption: "Finalités, bases légales et durées de conservation",
              head: ["Finalité", "Données concernées", "Base légale", "Durée de conservation"],
              rows: [
                [
                  "Répondre à vos demandes de contact, de devis ou d'information",
                  "Prénom, nom, e-mail, société, objet, message",
                  "Mesures précontractuelles prises à votre demande et intérêt légitime à répondre aux sollicitations reçues",
                  "12 mois à compter de la réception du message",
                ],
                [
                  "Gérer les candidatures",
                  "CV, lettre de motivation, coordonnées",
                  "Mesures précontractuelles prises à votre demande",
                  "12 mois, sauf opposition de votre part",
                ],
                [
                  "Fournir le site et en assurer la sécurité",
                  "Données techniques de connexion",
                  "Intérêt légitime à proposer un service fiable et sécurisé",
                  "Journaux techniques : 7 jours. Adresse IP retenue par le compteur anti-abus du formulaire de contact : une minute",
                ],
                [
                  "Enregistrer vos choix en matière de cookies",
                  "Préférences de consentement, date du choix et version de la politique sous laquelle vous avez choisi",
                  "Obligation légale (article 82 de la loi Informatique et Libertés)",
                  "Six mois dans votre navigateur : passé ce délai, votre choix est effacé et le bandeau vous le redemande. Vous pouvez le modifier ou l'effacer avant",
                ],
                [
                  "Mesurer l'audience du site, lorsque la mesure est en service",
                  "Pages vues et temps de chargement, sans cookie ni identifiant",
                  "Votre consentement",
                  "Mesures agrégées, conservées 6 mois par Cloudflare, qui ne permettent pas de vous identifier",
                ],
              ],
            },
            {
              type: "p",
              text: "Le site n'utilise aucun traceur marketing. Nous n'utilisons pas vos données pour prendre des décisions automatisées produisant des effets juridiques à votre égard, ni pour vous adresser de la prospection commerciale, et nous ne les vendons jamais.",
            },
          ],
        },
        {
          id: "4-cookies",
          heading: "4. Cookies et technologies similaires",
          blocks: [
            {
              type: "p",
              text: "Lors de votre première visite, un bandeau vous permet d'accepter, de refuser ou de choisir catégorie par catégorie. **Aucun outil de mesure d'audience n'est chargé avant votre consentement, et le site n'utilise aucun traceur marketing.** Refuser n'a aucune conséquence sur votre accès au site.",
            },
            {
              type: "table",
              caption: "Ce que chaque catégorie dépose ou charge sur le site",
              head: ["Catégorie", "Ce qu'elle dépose ou charge", "Réglage par défaut"],
              rows: [
                [
                  "**Nécessaires**",
                  "Votre choix de cookies, dans le stockage local de votre navigateur, pendant six mois\u00a0; si vous changez de langue, le cookie «\u00a0lang\u00a0» (la langue d'affichage), pendant un an.",
                  "Toujours actifs (ne peuvent pas être désactivés)",
                ],
                [
                  "**Analytiques**",
                  "Lorsque la mesure d'audience est en service, le script de Cloudflare Web Analytics (static.cloudflareinsights.com), qui compte les pages vues et mesure leur temps de chargement **sans déposer de cookie ni vous identifier**. Les mesures sont envoyées à Cloudflare (cloudflareinsights.com).",
                  "Désactivés",
                ],
                [
                  "**Marketing**",
                  "Rien\u00a0: le site n'utilise aucun traceur marketing. Nous vous redemanderons votre accord avant d'en ajouter un.",
                  "Désactivés",
                ],
              ],
            },
            {
              type: "p",
              text: `La page [Carrières](/careers) charge en outre le module d'offres d'emploi de ${careersPlatform}, notre logiciel de recrutement. Ce module ne dépose aucun cookie et ne lit ni n'écrit aucune information sur votre appareil : il ne relève donc d'aucune catégorie et ne demande pas votre consentement. Pour afficher les offres, il reçoit seulement les données techniques de connexion de votre navigateur (adresse IP, type et langue du navigateur). S'il devait un jour déposer un traceur, il ne serait chargé qu'avec votre accord et figurerait dans le tableau ci-dessus.`,
            },
            {
              type: "p",
              text: "Vos choix sont conservés dans le stockage local (localStorage) de votre navigateur, sous trois clés\u00a0: «\u00a0cookie-preferences\u00a0», qui contient vos préférences pour chacune des trois catégories, «\u00a0cookie-consent-date\u00a0», qui contient la date et l'heure de votre choix, et «\u00a0cookie-consent-version\u00a0», qui indique la version de cette politique sous laquelle vous avez choisi. Ces informations restent sur votre appareil\u00a0: elles ne nous sont pas transmises.",
            },
            {
              type: "p",
              text: "**Votre choix est valable six mois**, comme le recommande la CNIL\u00a0: passé ce délai, ou si nous modifions ce que chaque catégorie dépose, le bandeau vous le redemande. Vous pouvez modifier ou retirer votre consentement à tout moment en cliquant sur le lien **«\u00a0Gérer les cookies\u00a0»** en pied de page\u00a0; un retrait prend effet dès la page suivante. Vous pouvez aussi effacer les données de navigation depuis les réglages de votre navigateur\u00a0: le bandeau vous sera alors présenté de nouveau lors de votre prochaine visite.",
            },
          ],
        },
        {
          id: "5-partage-et-destinataires",
          heading: "5. Avec qui partageons-nous vos données ?",
          blocks: [
            {
              type: "p",
              text: "Vos données sont destinées aux seuls membres de l'équipe Ludora qui ont besoin d'y accéder pour traiter votre demande. Nous ne vendons ni ne louons vos données personnelles. Elles peuvent être communiquées :",
            },
            {
              type: "list",
              items: [
                "à nos **prestataires techniques** (hébergement, acheminement des messages du formulaire de contact), qui agissent sur nos instructions en qualité de sous-traitants, dans le cadre d'un contrat conforme à l'article 28 du RGPD ;",
                `à **${careersPlatform}**, le logiciel de recrutement qui fournit le module d'offres d'emploi de la page Carrières : il héberge pour notre compte, en qualité de sous-traitant, les candidatures déposées par son intermédiaire ;`,
                "aux **autorités administratives ou judiciaires**, lorsque la loi nous y oblige.",
              ],
            },
            {
              type: "p",
              text: `Certains de ces prestataires, dont notre hébergeur Cloudflare, Inc., sont établis hors de l'Union européenne, notamment aux États-Unis. Ces transferts sont encadrés par des garanties appropriées au sens du chapitre V du RGPD : décision d'adéquation de la Commission européenne (cadre de protection des données UE–États-Unis) lorsque le destinataire y adhère, ou à défaut clauses contractuelles types adoptées par la Commission européenne. Pour obtenir une copie de ces garanties, écrivez-nous à ${brand.privacyEmail}.`,
            },
          ],
          subsections: [
            {
              id: "5-1-partenaires-publicitaires",
              heading: "5.1 Partenaires publicitaires de nos jeux",
              blocks: [
                {
                  type: "p",
                  text: "Ce site n'affiche aucune publicité. En revanche, certains des jeux gratuits que nous développons et publions sont financés par la publicité. Dans ces jeux, et uniquement avec le consentement du joueur lorsque la loi l'exige, les réseaux publicitaires ci-dessous peuvent collecter des identifiants d'appareil, des données techniques et des données d'interaction avec les annonces afin d'afficher des publicités, d'en limiter la répétition, d'en mesurer les performances et de prévenir la fraude.",
                },
                {
                  type: "table",
                  caption: "Réseaux publicitaires utilisés dans nos jeux financés par la publicité",
                  head: ["Partenaire", "Rôle", "Politique de confidentialité"],
                  rows: [
                    [
                      "Google AdMob",
                      "Réseau publicitaire mobile : bannières, interstitiels et vidéos récompensées",
                      "[policies.google.com/privacy](https://policies.google.com/privacy)",
                    ],
                    [
                      "Unity Ads",
                      "Réseau publicitaire dédié aux jeux : vidéos et publicités récompensées",
                      "[unity.com/legal/privacy-policy](https://unity.com/legal/privacy-policy)",
                    ],
                    [
                      "AppLovin",
                      "Réseau publicitaire et médiation des enchères publicitaires",
                      "[www.applovin.com/privacy](https://www.applovin.com/privacy/)",
                    ],
                    [
                      "ironSource",
                      "Médiation publicitaire et publicités récompensées",
                      "[developers.is.com (politique de confidentialité)](https://developers.is.com/ironsource-mobile/air/ironsource-mobile-privacy-policy/)",
                    ],
                    [
                      "Meta Audience Network",
                      "Réseau publicitaire pour applications mobiles",
                      "[www.facebook.com/privacy/policy](https://www.facebook.com/privacy/policy/)",
                    ],
                  ],
                },
                {
                  type: "p",
                  text: "Ces partenaires agissent en qualité de responsables de traitement indépendants pour leurs propres finalités, décrites dans leurs politiques respectives. La liste des partenaires effectivement utilisés par chaque jeu, ainsi que les moyens de refuser la publicité personnalisée, figurent dans la politique de confidentialité propre à ce jeu, accessible depuis la page [Politiques de confidentialité de nos projets](/project-privacy).",
                },
              ],
            },
          ],
        },
        {
          id: "6-protection-et-conservation",
          heading: "6. Protection et conservation des données",
          blocks: [
            {
              type: "p",
              text: "Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l'accès non autorisé, la divulgation ou l'altération : chiffrement des échanges (HTTPS), accès restreint aux seules personnes habilitées, choix de prestataires présentant des garanties suffisantes et sensibilisation de notre équipe.",
            },
            {
              type: "p",
              text: "Vos données ne sont conservées que le temps nécessaire aux finalités pour lesquelles elles ont été collectées, puis elles sont supprimées ou anonymisées de manière irréversible. En particulier :",
            },
            {
              type: "list",
              items: [
                "les messages envoyés via le formulaire de contact sont conservés **12 mois** à compter de leur réception ;",
                "les candidatures sont conservées **12 mois**, sauf si vous vous y opposez ;",
                "les journaux techniques du site sont conservés **7 jours** ;",
                "votre choix de cookies est conservé **six mois** dans votre navigateur ;",
                "si un échange aboutit à une relation contractuelle, les données nécessaires sont conservées pendant la durée de cette relation, puis archivées pendant les durées imposées par la loi (obligations comptables et fiscales notamment).",
              ],
            },
            {
              type: "p",
              text: `Vous pouvez à tout moment demander la suppression de vos données en écrivant à **${brand.privacyEmail}**. Nous traitons votre demande et vous répondons dans un délai de **30 jours**, sauf si la loi nous impose de conserver certaines données plus longtemps ; dans ce cas, nous vous en informons et limitons leur usage à ce que la loi exige.`,
            },
          ],
        },
        {
          id: "7-vos-droits",
          heading: "7. Vos droits",
          blocks: [
            {
              type: "p",
              text: "Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants sur vos données :",
            },
            {
              type: "list",
              items: [
                "**Droit d'accès :** obtenir la confirmation que nous traitons vos données et en recevoir une copie ;",
                "**Droit de rectification :** faire corriger des données inexactes ou compléter des données incomplètes ;",
                "**Droit à l'effacement :** obtenir la suppression de vos données, dans les conditions prévues par la loi ;",
                "**Droit à la limitation et droit d'opposition :** demander le gel temporaire de l'utilisation de vos données, ou vous opposer à un traitement fondé sur notre intérêt légitime ;",
                "**Droit à la portabilité :** recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé, ou les faire transmettre à un autre responsable de traitement ;",
                "**Droit de retirer votre consentement** à tout moment, sans que cela remette en cause la licéité des traitements effectués auparavant ;",
                "**Droit de définir des directives** relatives au sort de vos données après votre décès.",
              ],
            },
            {
              type: "p",
              text: `Pour exercer ces droits, écrivez à ${brand.privacyEmail} ou par courrier à ${brand.legalName}, ${brand.registeredOffice}. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un justificatif. Nous vous répondons dans un délai de 30 jours.`,
            },
          ],
        },
        {
          id: "8-protection-des-mineurs",
          heading: "8. Protection des mineurs",
          blocks: [
            {
              type: "p",
              text: "Ce site s'adresse à des professionnels et n'est pas destiné aux enfants. Nous ne collectons pas sciemment de données personnelles concernant des mineurs de moins de 16 ans sans l'accord de l'un des titulaires de l'autorité parentale.",
            },
            {
              type: "p",
              text: "Lorsqu'un traitement repose sur le consentement, la loi française permet à un mineur d'y consentir seul à partir de 15 ans ; avant cet âge, le consentement est donné conjointement par le mineur et le ou les titulaires de l'autorité parentale (article 45 de la loi Informatique et Libertés). Nous appliquons ce consentement conjoint jusqu'à 16 ans.",
            },
            {
              type: "p",
              text: `Si vous êtes parent ou tuteur et pensez que votre enfant nous a transmis des données personnelles, contactez-nous à ${brand.privacyEmail} : nous les supprimerons dans les meilleurs délais.`,
            },
          ],
        },
        {
          id: "9-services-tiers",
          heading: "9. Services tiers",
          blocks: [
            {
              type: "p",
              text: "Certaines fonctionnalités du site font appel à des services tiers, qui disposent de leurs propres politiques de confidentialité :",
            },
            {
              type: "list",
              items: [
                "**Hébergement et diffusion :** le site fonctionne sur la plateforme Cloudflare Workers de Cloudflare, Inc., qui traite les données techniques de connexion pour délivrer les pages et protéger le service ([politique de confidentialité de Cloudflare](https://www.cloudflare.com/privacypolicy/)) ;",
                `**Offres d'emploi :** la page Carrières intègre le module de ${careersPlatform}, notre logiciel de recrutement, qui traite pour notre compte les candidatures déposées par son intermédiaire et ne dépose aucun traceur sur votre appareil (voir sections 4 et 5) ;`,
                "**Liens externes :** le site contient des liens vers les sites de Ludora Games et de Ludora Engine, vers notre page de réseau social professionnel et vers des magasins d'applications. Nous ne sommes pas responsables des pratiques de ces sites, dont nous vous invitons à consulter les politiques.",
              ],
            },
          ],
        },
        {
          id: "10-mises-a-jour",
          heading: "10. Mises à jour de cette politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons modifier cette politique pour tenir compte de l'évolution de nos services, de nos pratiques ou de la réglementation. La version en vigueur est toujours publiée sur cette page, avec sa date de dernière mise à jour.",
            },
            {
              type: "p",
              text: "Nous vous informerons de tout changement significatif par un avis visible sur le site ou, lorsque nous disposons de votre adresse, par e-mail. Lorsque la loi l'exige, notamment pour un traitement fondé sur votre consentement, nous vous redemanderons votre accord.",
            },
          ],
        },
        {
          id: "11-contact-et-reclamation",
          heading: "11. Nous contacter et recours",
          blocks: [
            { type: "p", text: "Pour toute question sur cette politique ou sur le traitement de vos données :" },
            {
              type: "list",
              items: [
                `**E-mail :** [${brand.privacyEmail}](mailto:${brand.privacyEmail})`,
                `**Courrier :** ${brand.legalName}, ${brand.registeredOffice}`,
                "**Formulaire :** [page Contact](/contact)",
              ],
            },
            {
              type: "p",
              text: "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 : [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
      ],
    },
  },
};
