// The text of the privacy policy, as data: the page renders the table of contents and the sections
// from the same list, so the two cannot drift apart. Section ids are link targets (the footer links to
// #cookies and #your-rights), so keep them stable.

export type PolicyBlock = { paragraph: string } | { list: string[] } | { subheading: string };

export interface PolicySection {
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

export const POLICY_LAST_UPDATED = '22 November 2026';
export const PRIVACY_CONTACT_EMAIL = 'support@qrewards.app';

export const policyIntro =
  'QRewards gives customers a personal QR code for collecting stamps and rewards, and gives merchants the tools to run stores, branches and reward cards. This policy explains what personal data we handle to do that, why, for how long, and the choices you have.';

export const policySections: PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    blocks: [
      { subheading: 'If you use QRewards as a customer' },
      {
        list: [
          'Account data: your name, username, email address and password (stored only as a secure hash), and, if you choose to add them, a profile picture, birth date and gender.',
          'Your QR code token: the random identifier behind your personal QR code. It links a scan to your account and contains no other personal data.',
          'Stamps and rewards activity: which stores scanned your code and when, the stamps you collected and the rewards you redeemed.',
        ],
      },
      { subheading: 'If you use QRewards as a merchant' },
      {
        list: [
          'Account data: your name, username, email address, password hash and the result of your email verification.',
          'Business and store data: your business name and type, your merchant request, and the stores, branches, addresses and reward cards you set up.',
          'Subscription data: your plan, its status and your billing history.',
        ],
      },
      { subheading: 'Collected automatically' },
      {
        list: [
          'Technical data such as IP address, browser type and the time of each request, which our servers log to keep the service running and secure.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    blocks: [
      {
        list: [
          'To provide the service: create your account and QR code, record stamps, issue rewards and show merchants their stores and analytics.',
          'To process merchant subscriptions and send receipts and service messages.',
          'To keep QRewards secure: sign you in, prevent fraud and abuse, and investigate problems.',
          'To answer your questions and support requests.',
          'To improve QRewards, using aggregated statistics that do not identify you.',
        ],
      },
      {
        paragraph:
          'We process this data because it is needed to perform our contract with you, because we have a legitimate interest in running a secure and reliable service, or, where the law requires it, with your consent. We do not sell your personal data, and we do not use it for third-party advertising.',
      },
    ],
  },
  {
    id: 'sharing',
    title: 'When we share information',
    blocks: [
      {
        list: [
          'With merchants you visit: when a merchant scans your code, that merchant sees your name and your stamps and rewards at their own stores. Merchants never see your activity at other businesses.',
          'With service providers who host our servers, send our emails and process card payments for us, under contracts that limit their use of the data to the service they provide.',
          'When the law requires it, or to protect the rights, property or safety of our users and of QRewards.',
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    blocks: [
      {
        paragraph:
          'Merchant subscriptions are paid by card through our card payment provider. Your card number and security code are entered in a form hosted by that provider and go straight to it: they never reach our servers. We store only the card brand, the last four digits and the expiry date, so that you can recognise the card in your account, together with the identifiers the provider gives us for your customer record and subscription. The provider handles your payment data under its own privacy policy.',
      },
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    blocks: [
      {
        paragraph:
          'We use your browser’s local storage and cookies only to keep you signed in: your session (your account record and the tokens that prove you are signed in) is kept in local storage and mirrored in cookies. We also remember whether you chose the light or the dark theme. We do not use advertising or cross-site tracking cookies.',
      },
      {
        paragraph:
          'Signing out clears the session from local storage and cookies. You can also clear them at any time in your browser settings; you will then need to sign in again.',
      },
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep your data',
    blocks: [
      {
        list: [
          'Account, QR code and rewards data: for as long as your account is open. When you delete your account, we delete or anonymise it within 30 days.',
          'Billing records: for as long as tax and accounting law requires, usually up to 7 years.',
          'Server logs: up to 90 days, unless we need them longer to investigate a security incident.',
          'Backups: overwritten on a rolling schedule within 35 days.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    blocks: [
      { paragraph: 'Depending on where you live, you have the right to:' },
      {
        list: [
          'Access: ask for a copy of the personal data we hold about you.',
          'Correction: have inaccurate or incomplete data corrected. Most of it you can edit yourself in your profile.',
          'Deletion: have your account and personal data deleted, except what we must keep by law.',
          'Portability: receive your data in a structured, machine-readable format, or have it sent to another service.',
          'Objection and restriction: object to, or ask us to limit, some uses of your data, and withdraw consent you have given.',
        ],
      },
      {
        paragraph: `To use any of these rights, write to ${PRIVACY_CONTACT_EMAIL}. We answer within 30 days and may ask you to confirm your identity first. You can also complain to your local data protection authority.`,
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    blocks: [
      {
        paragraph:
          'We protect your data with encryption in transit (HTTPS), hashed passwords, short-lived access tokens and role-based access, so that customers, merchants and our staff see only what their role allows. No service is perfectly secure: if a breach affects your data, we will tell you and the authorities as the law requires.',
      },
    ],
  },
  {
    id: 'children',
    title: 'Children',
    blocks: [
      {
        paragraph:
          'QRewards is not meant for children under 16, and we do not knowingly collect their personal data. If you believe a child has given us personal data, contact us and we will delete it.',
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    blocks: [
      {
        paragraph:
          'We may update this policy as QRewards changes. The date at the top shows the latest version. If a change is significant, we will tell you by email or in the app before it takes effect.',
      },
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    blocks: [
      {
        paragraph: `Questions about this policy or your data? Email ${PRIVACY_CONTACT_EMAIL}, call +1 (555) 010-2026, or write to QRewards, 200 Harbor Way, Suite 400, San Francisco, CA 94107.`,
      },
    ],
  },
];
