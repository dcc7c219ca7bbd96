// jsdom lacks the fetch family that the router and RTK Query use. Borrow Node's implementations,
// and resolve relative request URLs against the page address the way a browser does, so code
// that calls `fetch('/api/...')` behaves in tests as it does in the shop.
import { TestEnvironment } from 'jest-environment-jsdom';

const fromNode = [
  'fetch',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];

    // jsdom has no layout, so scrolling is a no-op rather than a logged "not implemented".
    this.global.scrollTo = () => {};

    const page = this.global;
    this.global.Request = class BrowserLikeRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}
