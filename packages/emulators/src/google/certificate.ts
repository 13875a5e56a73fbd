import { randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A self-signed X.509 certificate, written in DER by hand. Google's /oauth2/v1/certs serves
 * certificates (not bare public keys), and Node can read certificates but cannot make one, so
 * the few ASN.1 types a certificate needs are encoded here rather than adding a dependency.
 */

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};

const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
const explicit = (tagNumber: number, ...items: Buffer[]) => tlv(0xa0 + tagNumber, ...items);
const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const octetString = (content: Buffer) => tlv(0x04, content);
const bitString = (content: Buffer, unusedBits = 0) => tlv(0x03, Buffer.from([unusedBits]), content);
const booleanTrue = () => tlv(0x01, Buffer.from([0xff]));
const derNull = () => tlv(0x05);

/** A non-negative INTEGER: a leading zero byte keeps the top bit from reading as a sign. */
function integer(bytes: Buffer): Buffer {
  const first = bytes[0] ?? 0;
  return tlv(0x02, first & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const value of rest) {
    const chunk = [value % 128];
    for (let high = Math.floor(value / 128); high > 0; high = Math.floor(high / 128))
      chunk.unshift((high % 128) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ: right for any date before 2050, which is all a test key will see. */
function utcTime(date: Date): Buffer {
  const iso = date.toISOString();
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

const OID = {
  commonName: '2.5.4.3',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
};

const extension = (oid: string, value: Buffer) => sequence(objectIdentifier(oid), booleanTrue(), octetString(value));

export interface CertificateOptions {
  commonName: string;
  notBefore: Date;
  notAfter: Date;
}

/** A PEM certificate for `publicKey`, signed by its own private key (sha256WithRSAEncryption). */
export function selfSignedCertificate(
  privateKey: KeyObject,
  publicKey: KeyObject,
  options: CertificateOptions,
): string {
  const algorithm = sequence(objectIdentifier(OID.sha256WithRsa), derNull());
  const name = sequence(set(sequence(objectIdentifier(OID.commonName), utf8String(options.commonName))));
  const serial = randomBytes(8);
  const tbsCertificate = sequence(
    explicit(0, integer(Buffer.from([2]))), // version 3
    integer(serial),
    algorithm,
    name,
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        // Like Google's: an end-entity certificate, good only for digital signatures.
        extension(OID.basicConstraints, sequence()),
        extension(OID.keyUsage, bitString(Buffer.from([0x80]), 7)),
      ),
    ),
  );
  const signature = sign('sha256', tbsCertificate, privateKey);
  const der = sequence(tbsCertificate, algorithm, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
