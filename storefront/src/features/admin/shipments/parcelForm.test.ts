import { describe, expect, it } from '@jest/globals';
import { AWB_MESSAGE, EMPTY_PARCEL, LINK_MESSAGE, parcelPayload } from './parcelForm';

describe('parcel form', () => {
  it('records nothing without an AWB', () => {
    expect(parcelPayload(EMPTY_PARCEL)).toBeNull();
    expect(parcelPayload({ ...EMPTY_PARCEL, awb: '   ' })).toBeNull();
  });

  it('sends a named courier with the AWB cleaned up, and nothing else', () => {
    expect(
      parcelPayload({ courier: 'bluedart', awb: ' 509 1234 5678 ', courierName: 'x', trackingUrl: 'https://x.in' }),
    ).toEqual({ courier: 'bluedart', awb: '50912345678' });
  });

  it('sends the name and link of another courier when given', () => {
    expect(
      parcelPayload({
        courier: 'other',
        awb: 'sf-1234',
        courierName: ' Shadowfax ',
        trackingUrl: 'https://tracker.shadowfax.in/SF-1234',
      }),
    ).toEqual({
      courier: 'other',
      awb: 'SF-1234',
      courierName: 'Shadowfax',
      trackingUrl: 'https://tracker.shadowfax.in/SF-1234',
    });
    expect(parcelPayload({ ...EMPTY_PARCEL, courier: 'other', awb: 'LOCAL1' })).toEqual({
      courier: 'other',
      awb: 'LOCAL1',
    });
  });

  it('says what to fix', () => {
    expect(parcelPayload({ ...EMPTY_PARCEL, awb: 'AB' })).toEqual({ problem: AWB_MESSAGE });
    expect(parcelPayload({ ...EMPTY_PARCEL, awb: '<b>1234' })).toEqual({ problem: AWB_MESSAGE });
    expect(parcelPayload({ ...EMPTY_PARCEL, courier: 'other', awb: 'X1234', trackingUrl: 'javascript:x' })).toEqual({
      problem: LINK_MESSAGE,
    });
  });
});
