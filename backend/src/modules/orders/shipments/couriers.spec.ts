import {
  COURIER_CODES,
  COURIERS,
  courierDisplayName,
  isTrackingLink,
  normaliseAwb,
  AWB_PATTERN,
  trackingUrl,
} from './couriers';

describe('couriers', () => {
  it("has the issue's couriers, each named courier with a https template carrying the AWB", () => {
    expect(COURIERS.map((c) => c.name)).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'India Post',
      'Ekart',
      'Xpressbees',
      'Other',
    ]);
    expect(COURIERS.map((c) => c.code)).toEqual([...COURIER_CODES]);
    for (const courier of COURIERS.filter((c) => c.code !== 'other')) {
      expect(courier.trackingUrlTemplate).toMatch(/^https:\/\/[^/]+\/.*\{awb\}/);
    }
  });

  it.each([
    ['delhivery', '1234567890123', 'https://www.delhivery.com/track/package/1234567890123'],
    ['bluedart', '50912345678', 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50912345678'],
    ['dtdc', 'D12345678', 'https://www.dtdc.in/trace.asp?strCnno=D12345678'],
    [
      'indiapost',
      'EE123456789IN',
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment=EE123456789IN',
    ],
    ['ekart', 'FMPC1234567890', 'https://ekartlogistics.com/shipmenttrack/FMPC1234567890'],
    ['xpressbees', '14123456789012', 'https://www.xpressbees.com/shipment/tracking?awbNo=14123456789012'],
  ])('%s: fills the template with the AWB', (courier, awb, url) => {
    expect(trackingUrl(courier, awb)).toBe(url);
  });

  it('encodes the AWB so that it cannot change the link', () => {
    expect(trackingUrl('delhivery', 'A B/../x?y=1&z')).toBe(
      'https://www.delhivery.com/track/package/A%20B%2F..%2Fx%3Fy%3D1%26z',
    );
  });

  it('other: the given web link, or none', () => {
    expect(trackingUrl('other', 'SF123', 'https://track.shadowfax.in/SF123')).toBe('https://track.shadowfax.in/SF123');
    expect(trackingUrl('other', 'SF123')).toBeNull();
    expect(trackingUrl('other', 'SF123', 'javascript:alert(1)')).toBeNull();
    expect(trackingUrl('other', 'SF123', 'ftp://example.com/x')).toBeNull();
  });

  it('a named courier ignores a given link: the template wins', () => {
    expect(trackingUrl('ekart', 'E1', 'https://evil.example/')).toBe('https://ekartlogistics.com/shipmenttrack/E1');
  });

  it('normalises and checks AWB numbers', () => {
    expect(normaliseAwb(' ee 1234 5678 9in ')).toBe('EE123456789IN');
    expect(AWB_PATTERN.test('EE123456789IN')).toBe(true);
    expect(AWB_PATTERN.test('12-34')).toBe(true);
    expect(AWB_PATTERN.test('ABC')).toBe(false);
    expect(AWB_PATTERN.test('<script>')).toBe(false);
  });

  it('accepts only http(s) tracking links', () => {
    expect(isTrackingLink('https://a.example/t?x=1')).toBe(true);
    expect(isTrackingLink('http://a.example')).toBe(true);
    expect(isTrackingLink('data:text/html,hi')).toBe(false);
    expect(isTrackingLink('not a url')).toBe(false);
  });

  it('names the courier for the shopper', () => {
    expect(courierDisplayName('bluedart', null)).toBe('Blue Dart');
    expect(courierDisplayName('other', 'Shadowfax')).toBe('Shadowfax');
    expect(courierDisplayName('other', '  ')).toBe('Other courier');
  });
});
