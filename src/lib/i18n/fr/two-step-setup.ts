import { translation } from '../text';
import { twoStepSetupText } from '../en/two-step-setup';

export default translation(twoStepSetupText, {
  status: {
    intro:
      'Après votre mot de passe, FitGroup demande un code d’une application d’authentification sur votre téléphone : un mot de passe volé ne suffit plus à ouvrir votre compte.',
    on: 'Activée : la connexion demande un code de votre application d’authentification.',
    off: 'Désactivée : la connexion ne demande que votre mot de passe.',
    codesLeft: 'Codes de secours restants : {count}',
    setUp: 'Configurer la connexion en deux étapes',
    starting: 'Démarrage…',
    turnOff: 'Désactiver la connexion en deux étapes',
    turnedOff: 'La connexion en deux étapes est désactivée.',
  },
  setup: {
    scan: 'Scannez ce code QR avec votre application d’authentification (par exemple Google Authenticator, Microsoft Authenticator, 1Password ou Aegis).',
    qrAlt: 'Code QR qui ajoute votre compte FitGroup à une application d’authentification',
    typeKey: 'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :',
    code: 'Code de l’application',
    codeHint: 'Les six chiffres que l’application affiche en ce moment pour FitGroup.',
    confirm: 'Activer',
    confirming: 'Activation…',
    cancel: 'Annuler',
  },
  codes: {
    title: 'Vos codes de secours',
    intro:
      'La connexion en deux étapes est activée. Gardez ces codes en lieu sûr : chacun vous connecte une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
    copy: 'Copier les codes',
    copied: 'Les codes sont copiés.',
    copyFailed: 'Les codes n’ont pas pu être copiés : sélectionnez-les et copiez-les vous-même.',
    download: 'Télécharger en .txt',
    done: 'Je les ai enregistrés',
    fileTitle: 'Codes de secours pour {site} ({email})',
    fileNote:
      'Chaque code vous connecte une fois, à la place du code de votre application. Gardez ce fichier pour vous.',
  },
  disable: {
    intro: 'Pour la désactiver, saisissez votre mot de passe et un code de votre application (ou un code de secours).',
    password: 'Mot de passe actuel',
    code: 'Code de l’application, ou code de secours',
    submit: 'Désactiver',
    busy: 'Désactivation…',
    cancel: 'Annuler',
  },
});
