import { lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The host is, or resolves to, an address that is not public (private, loopback, link-local, …). */
export class AddressNotAllowedError extends Error {}

/** The address was reached and answered something other than the file. */
export class AddressAnsweredError extends Error {}

export interface PublicUrlOptions {
  /**
   * The one address (origin and path; any query) fetched although it is not public: the configured
   * provider's media downloads (the simulator's, embedded). Its other paths, such as the simulator's
   * control routes, stay refused.
   */
  trustedMediaEndpoint: string;
  signal: AbortSignal;
}

const maxRedirects = 3;

/**
 * GETs a URL given by a user and answers the response once it is a 2xx, following a few redirects. Every
 * host on the way must be public: the name is resolved here, every answer checked, and the socket given
 * only the checked addresses, so a DNS answer that changes between check and connect cannot slip through.
 */
export async function openPublicUrl(url: URL, options: PublicUrlOptions): Promise<IncomingMessage> {
  let target = url;
  for (let redirects = 0; ; redirects++) {
    const response = await get(target, options);
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    response.resume();
    const location = response.headers.location;
    if (status < 300 || status >= 400 || !location || redirects === maxRedirects) {
      throw new AddressAnsweredError(`the address answered ${status}`);
    }
    target = new URL(location, target);
  }
}

function get(url: URL, { trustedMediaEndpoint, signal }: PublicUrlOptions): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${url.protocol} is not fetched`);
  const trusted = `${url.origin}${url.pathname}` === trustedMediaEndpoint;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // An address literal is connected to without a lookup, so it is checked here.
  if (!trusted && isIP(host) && !isPublicAddress(host)) {
    throw new AddressNotAllowedError(`${host} is not a public address`);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    send(url, { signal, agent: false, lookup: trusted ? undefined : publicAddressLookup }, resolve)
      .on('error', reject)
      .end();
  });
}

const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const [first] = addresses;
    if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
      return callback(
        new AddressNotAllowedError(`${hostname} resolves to an address that is not public`),
        '',
      );
    }
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** Only ordinary unicast addresses are public; IPv4 written as IPv6 (::ffff:10.0.0.1) is judged as IPv4. */
function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}
