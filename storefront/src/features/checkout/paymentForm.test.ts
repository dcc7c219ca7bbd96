import { describe, expect, it, jest } from '@jest/globals';
import { buildPaymentForm, submitPaymentForm } from './paymentForm';

describe('buildPaymentForm', () => {
  it('posts every parameter as a hidden field to the gateway address', () => {
    const form = buildPaymentForm(document, 'https://gateway.example/theia/api/v1/showPaymentPage?mid=M1&orderId=o-1', {
      mid: 'M1',
      orderId: 'o-1',
      txnToken: 'tok en&=',
    });

    expect(form.method).toBe('post');
    expect(form.getAttribute('method')).toBe('POST');
    expect(form.action).toBe('https://gateway.example/theia/api/v1/showPaymentPage?mid=M1&orderId=o-1');
    expect(form.hidden).toBe(true);
    const inputs = Array.from(form.querySelectorAll('input'));
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'mid', 'M1'],
      ['hidden', 'orderId', 'o-1'],
      ['hidden', 'txnToken', 'tok en&='],
    ]);
  });

  it('writes numbers and flags as text and leaves out empty parameters', () => {
    const form = buildPaymentForm(document, '/pay', { amount: 1100.5, retry: false, note: null, extra: undefined });

    expect(Array.from(form.querySelectorAll('input')).map((input) => `${input.name}=${input.value}`)).toEqual([
      'amount=1100.5',
      'retry=false',
    ]);
  });
});

describe('submitPaymentForm', () => {
  it('adds the form to the page and submits it', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});

    submitPaymentForm('https://gateway.example/pay', { txnToken: 't-1' });

    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="txnToken"]')?.value).toBe('t-1');
    form.remove();
  });
});
