import { brand, telUrl } from "../../brand";
import { careersPlatform, dataProtectionOfficer, dataProtectionOfficerClaim, shareCapital } from "./legal-facts";
import { same } from "../claims";
import type { PolicyDocument } from "./types";

/** /privacy-policy: the studio's own site privacy policy, in French (the reference, July 2025) and in English (decision 072). */
export const privacyPolicy: PolicyDocument = {
  path: "/privacy-policy",
  reference: "fr",
  claims: [
    dataProtectionOfficerClaim,
    {
      kind: "vendor",
      quote: same("AdMob"),
      note: "The product document lists 'advertising networks' without naming them.",
    },
    { kind: "vendor", quote: same("Unity Ads") },
    { kind: "vendor", quote: same("AppLovin") },
    {
      kind: "vendor",
      quote: same(careersPlatform),
      note: "The recruitment software behind the careers widget (CAREERS_WIDGET_URL), and its role: our processor, hosting the applications it receives for us.",
    },
    {
      kind: "practice",
      quote: { fr: "Ce module ne dépose aucun cookie", en: "This module sets no cookie" },
      note: "Check that the careers widget stores and reads nothing on the device. If it does, it may only load after consent (client/careers-widget.ts) and this section must list it.",
    },
    {
      kind: "retention",
      quote: { fr: "journaux techniques du site sont conservés 7 jours", en: "technical logs are kept for 7 days" },
      note: "Workers Logs retention on the studio's Cloudflare plan, and what Cloudflare's own security logs keep.",
    },
    {
      kind: "retention",
      quote: { fr: "conservées 6 mois par Cloudflare", en: "kept for 6 months by Cloudflare" },
      note: "How long Cloudflare Web Analytics keeps the site's measurements.",
    },
  ],
  versions: {
    fr: {
      updated: "2025-07-01",
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
            { type: "p", text: dataProtectionOfficer.fr },
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
                  text: "Le prénom, le nom, l'adresse e-mail, l'objet et le message sont obligatoires : sans eux, le formulaire ne peut pas être envoyé et nous ne pouvons ni traiter votre demande ni vous répondre. Le nom de votre société est facultatif ; ne pas l'indiquer ne change rien au traitement de votre demande.",
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
                  text: "Comme tout site internet, le nôtre reçoit automatiquement certaines données techniques lorsque vous le consultez : adresse IP, type et version du navigateur, système d'exploitation, langue préférée, pages demandées, date et heure de la requête et site de provenance. Ces données sont traitées par notre hébergeur pour acheminer les pages, assurer la sécurité du service et prévenir les abus. Les journaux techniques du site sont conservés 7 jours, le temps de diagnostiquer une erreur. Pour limiter les envois abusifs, le formulaire de contact compte en outre pendant une minute les messages reçus de chaque adresse IP, puis efface ce décompte.",
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
                  "Obligation légale de pouvoir démontrer votre choix (art. 6.1.c et 7.1 du RGPD)",
                  "Six mois dans votre navigateur : passé ce délai, votre choix est effacé et le bandeau vous le redemande. Vous pouvez le modifier ou l'effacer avant cette échéance.",
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
                  text: "Ce site n'affiche aucune publicité. En revanche, l'un des jeux gratuits que nous publions, Climbing Block, est financé par la publicité. Dans ce jeu, et uniquement avec le consentement du joueur lorsque la loi l'exige, les réseaux publicitaires ci-dessous peuvent collecter des identifiants d'appareil, des données techniques et des données d'interaction avec les annonces afin d'afficher des publicités, d'en limiter la répétition, d'en mesurer les performances et de prévenir la fraude.",
                },
                {
                  type: "table",
                  caption: "Réseaux publicitaires utilisés dans notre jeu financé par la publicité, Climbing Block",
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
                      "[unity.com (politique de confidentialité des joueurs)](https://unity.com/legal/game-player-and-app-user-privacy-policy)",
                    ],
                    [
                      "AppLovin",
                      "Réseau publicitaire et médiation des enchères publicitaires",
                      "[www.applovin.com/privacy](https://www.applovin.com/privacy/)",
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
              text: `Vous pouvez à tout moment demander la suppression de vos données en écrivant à **${brand.privacyEmail}**. Nous traitons votre demande dans un délai de **30 jours**, sauf si la loi nous impose de conserver certaines données plus longtemps ; dans ce cas, nous vous en informons et limitons leur usage à ce que la loi exige.`,
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
              text: `Pour exercer ces droits, écrivez à ${brand.privacyEmail} ou par courrier à ${brand.legalName}, ${brand.registeredOffice}. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un justificatif. Nous vous répondons dans un délai d'un mois, qui peut être prolongé de deux mois pour une demande complexe ; nous vous en informons alors dans le premier mois.`,
            },
          ],
        },
        {
          id: "8-protection-des-mineurs",
          heading: "8. Protection des mineurs",
          blocks: [
            {
              type: "p",
              text: "Ce site s'adresse à des professionnels et n'est pas destiné aux enfants.",
            },
            {
              type: "p",
              text: "Lorsqu'un traitement repose sur le consentement, la loi française permet à un mineur d'y consentir seul à partir de 15 ans ; avant cet âge, le consentement est donné conjointement par le mineur et le ou les titulaires de l'autorité parentale (article 45 de la loi Informatique et Libertés). Sur ce site, seule la mesure d'audience repose sur le consentement, et le bandeau de cookies ne demande pas votre âge : si vous avez moins de 16 ans, n'acceptez la mesure d'audience qu'avec l'accord de l'un de vos parents.",
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
    en: {
      updated: "2026-11-26",
      intro: [
        "At Ludora, we design playful experiences and we want them to respect everyone's privacy. This policy explains what data we collect when you visit our website or contact us, why we use it, who we share it with, how long we keep it and how to exercise your rights.",
        "It is written in accordance with Regulation (EU) 2016/679 of 27 April 2016, the General Data Protection Regulation (**GDPR**), and the amended French Data Protection Act n° 78-17 of 6 January 1978 (loi Informatique et Libertés). The apps and games we publish have their own policies, gathered on the page [Privacy policies of our apps and games](/project-privacy).",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who we are",
          blocks: [
            {
              type: "p",
              text: `The controller of the data collected on this website is **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice}.`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "list",
              items: [
                `**General enquiries:** [${brand.email}](mailto:${brand.email})`,
                `**Questions about personal data:** [${brand.privacyEmail}](mailto:${brand.privacyEmail})`,
                `**Phone:** [${brand.phone}](${telUrl(brand.phone)}) (Monday to Friday, 9am–6pm, French time)`,
              ],
            },
            {
              type: "p",
              text: "Full legal information about the publisher and the host of the website is in our [legal notice](/legal-notice).",
            },
          ],
        },
        {
          id: "2-data-we-collect",
          heading: "2. What data we collect",
          blocks: [
            {
              type: "p",
              text: "We collect only the data strictly needed for the purposes described in this policy. You can browse the whole website without creating an account or giving any personal information.",
            },
          ],
          subsections: [
            {
              id: "2-1-contact-form",
              heading: "2.1 Data you give us",
              blocks: [
                { type: "p", text: "When you use our contact form, we collect:" },
                {
                  type: "list",
                  items: [
                    "your first name and last name;",
                    "your e-mail address;",
                    "the name of your company, if you choose to give it;",
                    "the subject of your enquiry;",
                    "your message, and anything you choose to include in it.",
                  ],
                },
                {
                  type: "p",
                  text: "Your first name, last name, e-mail address, subject and message are required: without them, the form cannot be sent and we can neither handle your enquiry nor reply to you. Your company name is optional; leaving it out makes no difference to how we handle your enquiry.",
                },
                {
                  type: "p",
                  text: `If you e-mail us directly, or apply for one of our positions from the [Careers](/careers) page, we also process the information you send us (CV, covering letter, contact details). Applications made through the job-offers module of that page reach us through ${careersPlatform}, our recruitment software (see section 5). Please do not send us sensitive data (about your health, your opinions, and so on) that your enquiry does not need.`,
                },
              ],
            },
            {
              id: "2-2-technical-data",
              heading: "2.2 Technical data",
              blocks: [
                {
                  type: "p",
                  text: "Like any website, ours automatically receives some technical data when you visit it: IP address, browser type and version, operating system, preferred language, pages requested, date and time of the request and referring website. Our host processes this data to deliver the pages, keep the service secure and prevent abuse. The website's technical logs are kept for 7 days, long enough to diagnose an error. To limit abusive sending, the contact form also counts the messages received from each IP address over one minute, then deletes that count.",
                },
                {
                  type: "p",
                  text: "If you consent, and only when audience measurement is in use, Cloudflare Web Analytics counts the pages you view and measures how fast they load, without cookies and without an identifier, as explained in section 4.",
                },
              ],
            },
          ],
        },
        {
          id: "3-purposes-and-legal-bases",
          heading: "3. Why we use your data",
          blocks: [
            {
              type: "p",
              text: "Each processing operation has a specific purpose and one of the legal bases set out in Article 6 of the GDPR:",
            },
            {
              type: "table",
              caption: "Purposes, legal bases and retention periods",
              head: ["Purpose", "Data concerned", "Legal basis", "Retention period"],
              rows: [
                [
                  "Answering your contact, quote or information requests",
                  "First name, last name, e-mail, company, subject, message",
                  "Steps taken at your request before entering into a contract, and our legitimate interest in answering the enquiries we receive",
                  "12 months from receipt of the message",
                ],
                [
                  "Handling job applications",
                  "CV, covering letter, contact details",
                  "Steps taken at your request before entering into a contract",
                  "12 months, unless you object",
                ],
                [
                  "Providing the website and keeping it secure",
                  "Technical connection data",
                  "Our legitimate interest in offering a reliable and secure service",
                  "Technical logs: 7 days. IP address held by the contact form's anti-abuse counter: one minute",
                ],
                [
                  "Recording your cookie choices",
                  "Consent preferences, the date of your choice and the version of the policy under which you chose",
                  "Our legal obligation to be able to demonstrate your choice (GDPR Art. 6(1)(c) and 7(1))",
                  "Six months in your browser: after that, your choice is deleted and the banner asks you again. You can change or delete it before then.",
                ],
                [
                  "Measuring the website's audience, when measurement is in use",
                  "Page views and loading times, without cookies or identifiers",
                  "Your consent",
                  "Aggregated measurements, kept for 6 months by Cloudflare, which cannot identify you",
                ],
              ],
            },
            {
              type: "p",
              text: "The website uses no marketing trackers. We do not use your data to make automated decisions that have legal effects on you, nor to send you marketing, and we never sell it.",
            },
          ],
        },
        {
          id: "4-cookies",
          heading: "4. Cookies and similar technologies",
          blocks: [
            {
              type: "p",
              text: "On your first visit, a banner lets you accept, refuse or choose category by category. **No audience measurement tool is loaded before you consent, and the website uses no marketing trackers.** Refusing has no effect on your access to the website.",
            },
            {
              type: "table",
              caption: "What each category stores or loads on the website",
              head: ["Category", "What it stores or loads", "Default setting"],
              rows: [
                [
                  "**Necessary**",
                  "Your cookie choice, in your browser's local storage, for six months; if you switch language, the 'lang' cookie (the display language), for one year.",
                  "Always on (cannot be switched off)",
                ],
                [
                  "**Analytics**",
                  "When audience measurement is in use, the Cloudflare Web Analytics script (static.cloudflareinsights.com), which counts page views and measures how fast they load **without setting a cookie or identifying you**. The measurements are sent to Cloudflare (cloudflareinsights.com).",
                  "Off",
                ],
                [
                  "**Marketing**",
                  "Nothing: the website uses no marketing trackers. We will ask for your consent again before adding one.",
                  "Off",
                ],
              ],
            },
            {
              type: "p",
              text: `The [Careers](/careers) page also loads the job-offers module of ${careersPlatform}, our recruitment software. This module sets no cookie and neither reads nor stores any information on your device: it therefore belongs to no category and does not ask for your consent. To show the job offers, it receives only your browser's technical connection data (IP address, browser type and language). Should it ever set a tracker, it would only load with your consent and would be listed in the table above.`,
            },
            {
              type: "p",
              text: "Your choices are kept in your browser's local storage (localStorage), under three keys: 'cookie-preferences', which holds your preferences for each of the three categories, 'cookie-consent-date', which holds the date and time of your choice, and 'cookie-consent-version', which records the version of this policy under which you chose. This information stays on your device: it is not sent to us.",
            },
            {
              type: "p",
              text: "**Your choice is valid for six months**, as the CNIL recommends: after that, or if we change what a category stores, the banner asks you again. You can change or withdraw your consent at any time with the **'Manage cookies'** link at the bottom of every page; a withdrawal takes effect from the next page. You can also clear your browsing data in your browser's settings: the banner will then be shown again on your next visit.",
            },
          ],
        },
        {
          id: "5-sharing-and-recipients",
          heading: "5. Who we share your data with",
          blocks: [
            {
              type: "p",
              text: "Your data is only for the members of the Ludora team who need it to handle your enquiry. We neither sell nor rent your personal data. It may be disclosed:",
            },
            {
              type: "list",
              items: [
                "to our **technical providers** (hosting, delivery of the contact form's messages), who act on our instructions as processors, under a contract that meets Article 28 of the GDPR;",
                `to **${careersPlatform}**, the recruitment software that provides the job-offers module of the Careers page: it hosts the applications made through it on our behalf, as our processor;`,
                "to **administrative or judicial authorities**, where the law requires us to.",
              ],
            },
            {
              type: "p",
              text: `Some of these providers, including our host Cloudflare, Inc., are established outside the European Union, in particular in the United States. These transfers are covered by appropriate safeguards under Chapter V of the GDPR: an adequacy decision of the European Commission (the EU–US Data Privacy Framework) where the recipient has signed up to it, or otherwise standard contractual clauses adopted by the European Commission. To obtain a copy of these safeguards, write to us at ${brand.privacyEmail}.`,
            },
          ],
          subsections: [
            {
              id: "5-1-advertising-partners",
              heading: "5.1 Advertising partners of our games",
              blocks: [
                {
                  type: "p",
                  text: "This website shows no advertising. However, one of the free games we publish, Climbing Block, is funded by advertising. In that game, and only with the player's consent where the law requires it, the advertising networks below may collect device identifiers, technical data and data about interactions with ads in order to show ads, limit how often they repeat, measure how they perform and prevent fraud.",
                },
                {
                  type: "table",
                  caption: "Advertising networks used in our ad-funded game, Climbing Block",
                  head: ["Partner", "Role", "Privacy policy"],
                  rows: [
                    [
                      "Google AdMob",
                      "Mobile advertising network: banners, interstitials and rewarded videos",
                      "[policies.google.com/privacy](https://policies.google.com/privacy)",
                    ],
                    [
                      "Unity Ads",
                      "Advertising network for games: videos and rewarded ads",
                      "[unity.com (player privacy policy)](https://unity.com/legal/game-player-and-app-user-privacy-policy)",
                    ],
                    [
                      "AppLovin",
                      "Advertising network and mediation of ad bidding",
                      "[www.applovin.com/privacy](https://www.applovin.com/privacy/)",
                    ],
                  ],
                },
                {
                  type: "p",
                  text: "These partners act as independent controllers for their own purposes, described in their respective policies. The partners each game actually uses, and how to refuse personalised advertising, are listed in that game's own privacy policy, available from the page [Privacy policies of our apps and games](/project-privacy).",
                },
              ],
            },
          ],
        },
        {
          id: "6-protection-and-retention",
          heading: "6. How we protect and keep data",
          blocks: [
            {
              type: "p",
              text: "We apply appropriate technical and organisational measures to protect your data against loss, unauthorised access, disclosure or alteration: encrypted connections (HTTPS), access restricted to authorised people, providers that offer sufficient guarantees, and training for our team.",
            },
            {
              type: "p",
              text: "Your data is kept only as long as the purposes for which it was collected require, then deleted or irreversibly anonymised. In particular:",
            },
            {
              type: "list",
              items: [
                "messages sent through the contact form are kept for **12 months** from receipt;",
                "applications are kept for **12 months**, unless you object;",
                "the website's technical logs are kept for **7 days**;",
                "your cookie choice is kept for **six months** in your browser;",
                "if an exchange leads to a contract, the data needed is kept for as long as the contract lasts, then archived for the periods the law requires (accounting and tax obligations in particular).",
              ],
            },
            {
              type: "p",
              text: `You can ask us to delete your data at any time by writing to **${brand.privacyEmail}**. We handle your request within **30 days**, unless the law requires us to keep some data longer; in that case, we tell you so and limit its use to what the law requires.`,
            },
          ],
        },
        {
          id: "7-your-rights",
          heading: "7. Your rights",
          blocks: [
            {
              type: "p",
              text: "Under the GDPR and the French Data Protection Act, you have the following rights over your data:",
            },
            {
              type: "list",
              items: [
                "**Right of access:** to confirm whether we process your data and to receive a copy of it;",
                "**Right to rectification:** to have inaccurate data corrected or incomplete data completed;",
                "**Right to erasure:** to have your data deleted, under the conditions the law sets;",
                "**Right to restriction and right to object:** to have the use of your data suspended, or to object to processing based on our legitimate interest;",
                "**Right to data portability:** to receive the data you gave us in a structured, commonly used format, or to have it sent to another controller;",
                "**Right to withdraw your consent** at any time, without affecting the lawfulness of what was done before;",
                "**Right to give instructions** on what should happen to your data after your death.",
              ],
            },
            {
              type: "p",
              text: `To exercise these rights, write to ${brand.privacyEmail} or by post to ${brand.legalName}, ${brand.registeredOffice}. If we have reasonable doubts about your identity, we may ask you for proof of it. We answer within one month, which may be extended by two months for a complex request; we will tell you so within the first month.`,
            },
          ],
        },
        {
          id: "8-children",
          heading: "8. Children",
          blocks: [
            {
              type: "p",
              text: "This website is for professionals and is not intended for children.",
            },
            {
              type: "p",
              text: "Where processing relies on consent, French law allows a minor to consent alone from the age of 15; below that age, consent is given jointly by the minor and the holder or holders of parental authority (Article 45 of the French Data Protection Act). On this website, only audience measurement relies on consent, and the cookie banner does not ask your age: if you are under 16, accept audience measurement only with the agreement of one of your parents.",
            },
            {
              type: "p",
              text: `If you are a parent or guardian and believe your child has sent us personal data, contact us at ${brand.privacyEmail}: we will delete it as soon as possible.`,
            },
          ],
        },
        {
          id: "9-third-party-services",
          heading: "9. Third-party services",
          blocks: [
            {
              type: "p",
              text: "Some features of the website rely on third-party services, which have their own privacy policies:",
            },
            {
              type: "list",
              items: [
                "**Hosting and delivery:** the website runs on the Cloudflare Workers platform of Cloudflare, Inc., which processes technical connection data to deliver the pages and protect the service ([Cloudflare's privacy policy](https://www.cloudflare.com/privacypolicy/));",
                `**Job offers:** the Careers page includes the module of ${careersPlatform}, our recruitment software, which processes the applications made through it on our behalf and sets no tracker on your device (see sections 4 and 5);`,
                "**External links:** the website links to the websites of Ludora Games and Ludora Engine, to our professional social network page and to app stores. We are not responsible for the practices of these websites, whose policies we invite you to read.",
              ],
            },
          ],
        },
        {
          id: "10-changes",
          heading: "10. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may change this policy as our services, our practices or the law evolve. The current version is always published on this page, with the date of its last update.",
            },
            {
              type: "p",
              text: "We will announce any significant change with a visible notice on the website or, where we have your address, by e-mail. Where the law requires it, in particular for processing based on your consent, we will ask for your consent again.",
            },
          ],
        },
        {
          id: "11-contact-and-complaints",
          heading: "11. Contact and complaints",
          blocks: [
            { type: "p", text: "For any question about this policy or about how your data is handled:" },
            {
              type: "list",
              items: [
                `**E-mail:** [${brand.privacyEmail}](mailto:${brand.privacyEmail})`,
                `**Post:** ${brand.legalName}, ${brand.registeredOffice}`,
                "**Form:** [Contact page](/contact)",
              ],
            },
            {
              type: "p",
              text: "If, after contacting us, you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the Commission nationale de l'informatique et des libertés (CNIL), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France: [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
      ],
    },
  },
};
