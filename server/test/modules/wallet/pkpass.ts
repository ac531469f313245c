import { createHash } from 'node:crypto';
import forge from 'node-forge';
import yauzl from 'yauzl';

/** The files of a `.pkpass` (a zip), by name, read with a zip reader of its own. */
export function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files: Record<string, Buffer> = {};
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export function sha1(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/**
 * Checks a pass's `signature` as Wallet does: a PKCS #7 detached signature over `manifest.json`,
 * whose signed attributes carry the manifest's digest, signed by a certificate that `ca` issued.
 * Answers what is wrong, or null when it verifies. (node-forge reads PKCS #7 but does not verify
 * it, so the steps are written out here.)
 */
export function signatureProblem(
  signature: Buffer,
  manifest: Buffer,
  caPem: string,
): string | null {
  const ca = forge.pki.certificateFromPem(caPem);
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[] } };
  if ((message as { content?: unknown }).content) return 'the signature is not detached';
  const [signerInfo] = message.rawCapture.signerInfos;
  if (!signerInfo) return 'no signer';
  // SignerInfo (RFC 2315, 9.2): version, issuer and serial, digest algorithm, [0] the signed
  // attributes, the signature algorithm, the signature.
  const { Class, Type } = forge.asn1;
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const issuerAndSerial = parts[1]!.value as forge.asn1.Asn1[];
  const signedAttributes = parts.find(
    (part) => part.tagClass === Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  const signatureValue = parts.find(
    (part) => part.tagClass === Class.UNIVERSAL && part.type === Type.OCTETSTRING,
  );
  const signed = signatureValue?.value as string | undefined;
  if (!signed) return 'bad SignerInfo';
  const serial = forge.util.createBuffer(issuerAndSerial[1]!.value as string).toHex();
  const signer = message.certificates.find((cert) => cert.serialNumber === serial);
  if (!signer) return 'the signer’s certificate is not in the signature';
  try {
    if (!ca.verify(signer)) return 'the signer’s certificate is not issued by the CA';
  } catch {
    return 'the signer’s certificate is not issued by the CA';
  }

  const attributes = (signedAttributes?.value ?? []) as forge.asn1.Asn1[];
  const digestOid = forge.pki.oids.messageDigest!;
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === digestOid,
  );
  if (!digestAttribute) return 'no message digest among the signed attributes';
  const digestSet = (digestAttribute.value as forge.asn1.Asn1[])[1]!;
  const signedDigest = Buffer.from(
    (digestSet.value as forge.asn1.Asn1[])[0]!.value as string,
    'binary',
  ).toString('hex');
  if (signedDigest !== sha1(manifest)) return 'the manifest is not the one signed';

  // The signature covers the signed attributes, encoded as a SET (RFC 5652, 5.4).
  const set = forge.asn1.create(Class.UNIVERSAL, Type.SET, true, attributes);
  const md = forge.md.sha1.create();
  md.update(forge.asn1.toDer(set).getBytes());
  const publicKey = signer.publicKey as forge.pki.rsa.PublicKey;
  try {
    return publicKey.verify(md.digest().getBytes(), signed) ? null : 'the signature does not match';
  } catch {
    return 'the signature does not match';
  }
}
