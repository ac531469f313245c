import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * Made-up credentials for the wallet tests, so no test needs Apple's or Google's: a certificate
 * authority standing in for Apple's WWDR, a Pass Type ID certificate it signed (which also signs
 * pushes as the client certificate of APNs), a TLS certificate for `localhost` (the stand-ins'),
 * and a Google service account's JSON key. Made once per test process: RSA keys are slow to make.
 */
export interface WalletTestCredentials {
  passTypeId: string;
  teamId: string;
  /** PEM. */
  wwdrCertificate: string;
  passCertificate: string;
  passKey: string;
  /** The stand-ins' TLS server certificate for localhost and 127.0.0.1, signed by the same CA. */
  serverCertificate: string;
  serverKey: string;
  /** A Google service account's JSON key, its `token_uri` pointing at `tokenUri`. */
  serviceAccount(tokenUri: string): string;
  serviceAccountEmail: string;
  /** The public half of the service account's key, PEM: to verify what the server signs. */
  serviceAccountPublicKey: string;
  issuerId: string;
}

function keyPair(): forge.pki.rsa.KeyPair {
  return forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKey: forge.pki.rsa.PublicKey;
  signingKey: forge.pki.rsa.PrivateKey;
  serial: string;
  extensions: object[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = options.serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(options.extensions);
  cert.sign(options.signingKey, forge.md.sha256.create());
  return cert;
}

let made: WalletTestCredentials | undefined;

export function walletTestCredentials(): WalletTestCredentials {
  if (made) return made;
  const passTypeId = 'pass.test.qrewards';
  const teamId = 'TEAM123456';

  const caKeys = keyPair();
  const caName = [
    { name: 'commonName', value: 'Test Worldwide Developer Relations CA' },
    { name: 'organizationName', value: 'QRewards tests' },
  ];
  const ca = certificate({
    subject: caName,
    issuer: caName,
    publicKey: caKeys.publicKey,
    signingKey: caKeys.privateKey,
    serial: '01',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ],
  });

  const passKeys = keyPair();
  const pass = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { name: 'organizationalUnitName', value: teamId },
      // UID, where Apple's certificates carry the Pass Type ID.
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
    ],
    issuer: caName,
    publicKey: passKeys.publicKey,
    signingKey: caKeys.privateKey,
    serial: '02',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  });

  const serverKeys = keyPair();
  const server = certificate({
    subject: [{ name: 'commonName', value: 'localhost' }],
    issuer: caName,
    publicKey: serverKeys.publicKey,
    signingKey: caKeys.privateKey,
    serial: '03',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });

  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccountEmail = 'wallet@qrewards-test.iam.gserviceaccount.com';
  const googlePrivateKey = google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  made = {
    passTypeId,
    teamId,
    wwdrCertificate: forge.pki.certificateToPem(ca),
    passCertificate: forge.pki.certificateToPem(pass),
    passKey: forge.pki.privateKeyToPem(passKeys.privateKey),
    serverCertificate: forge.pki.certificateToPem(server),
    serverKey: forge.pki.privateKeyToPem(serverKeys.privateKey),
    serviceAccount: (tokenUri) =>
      JSON.stringify({
        type: 'service_account',
        project_id: 'qrewards-test',
        private_key_id: 'test-key',
        private_key: googlePrivateKey,
        client_email: serviceAccountEmail,
        token_uri: tokenUri,
      }),
    serviceAccountEmail,
    serviceAccountPublicKey: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    issuerId: '3388000000012345678',
  };
  return made;
}

/** The environment that turns both wallets on, for `loadConfig`. */
export function walletEnvironment(stands: {
  apnsOrigin: string;
  googleApiOrigin: string;
  googleTokenUri: string;
  googleSaveOrigin?: string;
}): Record<string, string> {
  const c = walletTestCredentials();
  return {
    APPLE_PASS_TYPE_ID: c.passTypeId,
    APPLE_TEAM_ID: c.teamId,
    APPLE_PASS_CERTIFICATE: c.passCertificate,
    APPLE_PASS_KEY: c.passKey,
    APPLE_WWDR_CERTIFICATE: c.wwdrCertificate,
    APNS_ORIGIN: stands.apnsOrigin,
    APNS_CA_CERTIFICATE: c.wwdrCertificate,
    GOOGLE_WALLET_ISSUER_ID: c.issuerId,
    GOOGLE_WALLET_SERVICE_ACCOUNT: c.serviceAccount(stands.googleTokenUri),
    GOOGLE_WALLET_API_ORIGIN: stands.googleApiOrigin,
    ...(stands.googleSaveOrigin ? { GOOGLE_WALLET_SAVE_ORIGIN: stands.googleSaveOrigin } : {}),
  };
}
