import { amountInWords, indianNumberInWords } from './amount-in-words';

describe('amounts in words (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [1005, 'One Thousand Five'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [1_234_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [10_000_000, 'One Crore'],
    [120_050_003, 'Twelve Crore Fifty Thousand Three'],
    [1_000_000_000, 'One Hundred Crore'],
  ])('%d is %s', (n, words) => {
    expect(indianNumberInWords(n)).toBe(words);
  });

  it('reads rupees and paise', () => {
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(109_890)).toBe('Rupees One Thousand Ninety-Eight and Ninety Paise Only');
    expect(amountInWords(50_000)).toBe('Rupees Five Hundred Only');
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not a paise amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
