import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey authenticator in software, for the API tests: an ES256 key pair per credential (node:crypto), answers
 * built as a browser and a platform authenticator would (attestation "none", clientDataJSON, authenticator data,
 * a signature over both), so that the server's real WebAuthn verification runs on them. Every answer's origin
 * and the rest can be changed to see what the server refuses.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface Tampering {
  /** The page's origin the browser writes into clientDataJSON (the site's own by default). */
  origin?: string;
  /** The challenge answered (the options' by default). */
  challenge?: string;
  /** The relying party id whose hash starts the authenticator data (the options' by default). */
  rpId?: string;
  /** Whether the authenticator says it verified the user (a PIN, biometrics). */
  userVerified?: boolean;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (n: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, n);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const clientData = (type: string, challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
const flags = (userVerified: boolean, attested = false) =>
  FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0) | (attested ? FLAG_ATTESTED_CREDENTIAL : 0);

/** The COSE form of an ES256 public key (kty EC2, alg -7, crv P-256, x, y). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

export function softwareAuthenticator(siteOrigin = 'http://localhost:4321') {
  const credentials = new Map<string, StoredCredential>();

  return {
    credentials,

    /** navigator.credentials.create() with these options: a new discoverable credential, its attestation. */
    register(options: PublicKeyCredentialCreationOptionsJSON, tamper: Tampering = {}): RegistrationResponseJSON {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const rawId = new Uint8Array(randomBytes(16));
      const id = isoBase64URL.fromBuffer(rawId);
      credentials.set(id, { id, privateKey, userHandle: options.user.id, counter: 0 });
      const authData = concat(
        sha256(tamper.rpId ?? options.rp.id ?? 'localhost'),
        new Uint8Array([flags(tamper.userVerified ?? true, true)]),
        uint32(0),
        new Uint8Array(16), // aaguid: none
        new Uint8Array([rawId.length >> 8, rawId.length & 0xff]),
        rawId,
        coseKey(publicKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData],
        ]),
      );
      const clientDataJSON = clientData(
        'webauthn.create',
        tamper.challenge ?? options.challenge,
        tamper.origin ?? siteOrigin,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get() with these options: the credential `id` (the only one, by default) signs. */
    signIn(
      options: PublicKeyCredentialRequestOptionsJSON,
      id: string = [...credentials.keys()][0]!,
      tamper: Tampering = {},
    ): AuthenticationResponseJSON {
      const credential = credentials.get(id);
      if (!credential) throw new Error(`No credential ${id} on this authenticator`);
      credential.counter += 1;
      const authenticatorData = concat(
        sha256(tamper.rpId ?? options.rpId ?? 'localhost'),
        new Uint8Array([flags(tamper.userVerified ?? true)]),
        uint32(credential.counter),
      );
      const clientDataJSON = clientData(
        'webauthn.get',
        tamper.challenge ?? options.challenge,
        tamper.origin ?? siteOrigin,
      );
      const signature = sign('sha256', concat(authenticatorData, sha256(clientDataJSON)), credential.privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
