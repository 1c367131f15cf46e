import { lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
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
  if (!trusted && isIP(host) && !isAllowedAddress(host)) {
    throw new AddressNotAllowedError(`${host} is not a public address`);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    send(url, { signal, agent: false, lookup: trusted ? undefined : publicAddressLookup }, resolve)
      .on('error', reject)
      .end();
  });
}

/**
 * Which addresses a URL given by a user may reach: public ones only, unless the server trusts its own
 * machine (outbound webhooks to localhost on an embedded server).
 */
export interface AddressPolicy {
  allowLoopback?: boolean;
  /** Only this machine: plain HTTP to a local receiver. */
  onlyLoopback?: boolean;
}

const publicAddressLookup = allowedAddressLookup({});

/**
 * A `lookup` for sockets (node:net, undici's `connect`) that resolves the name and refuses it unless
 * every address it has is allowed, so a connection only ever goes to an address that was checked.
 */
export function allowedAddressLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const [first] = addresses;
      if (!first || addresses.some(({ address }) => !isAllowedAddress(address, policy))) {
        return callback(
          new AddressNotAllowedError(`${hostname} resolves to an address that is not allowed`),
          '',
        );
      }
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The addresses a host (a name or an address literal) stands for, once every one is allowed; throws
 * AddressNotAllowedError otherwise, and the resolver's error when the name is not found.
 */
export async function allowedAddressesOf(host: string, policy: AddressPolicy): Promise<string[]> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare)
    ? [bare]
    : (await lookupAll(bare, { all: true })).map(({ address }) => address);
  if (addresses.length === 0 || addresses.some((address) => !isAllowedAddress(address, policy))) {
    throw new AddressNotAllowedError(`${bare} is not an allowed address`);
  }
  return addresses;
}

/** Only ordinary unicast addresses are public; IPv4 written as IPv6 (::ffff:10.0.0.1) is judged as IPv4. */
export function isAllowedAddress(address: string, policy: AddressPolicy = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  if (range === 'loopback') return policy.allowLoopback === true || policy.onlyLoopback === true;
  return range === 'unicast' && policy.onlyLoopback !== true;
}
