import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Principal } from '../../types/fastify';

const algorithm = 'HS256';
const issuer = 'parley';

export interface AccessTokenClaims extends Principal {
  tokenVersion: number;
}

export class TokenIssuer {
  /** Imported once: handing jose the raw secret would import it again on every request. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ acc: claims.accountId, role: claims.roleName, ver: claims.tokenVersion })
      .setProtectedHeader({ alg: algorithm })
      .setSubject(claims.userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(await this.key);
  }

  /** The claims of a valid, unexpired token, or undefined for anything else. */
  async verify(token: string): Promise<AccessTokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [algorithm], issuer });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.acc !== 'string' ||
        typeof payload.ver !== 'number'
      ) {
        return undefined;
      }
      return {
        userId: payload.sub,
        accountId: payload.acc,
        roleName: payload.role as Principal['roleName'],
        tokenVersion: payload.ver,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
