import { describe, expect, it } from 'vitest';
import { frameMessageOf, frameSrc } from './loginFrame.ts';

const FRAME = 'https://login.example.com/frame';

describe('login frame messages', () => {
  it('takes a login from the frame origin only', () => {
    const data = { type: 'shop:login', token: 't-1', customerNumber: '40512873' };
    expect(frameMessageOf({ origin: 'https://login.example.com', data }, FRAME)).toEqual({
      type: 'login',
      token: 't-1',
      customerNumber: '40512873',
    });
    expect(frameMessageOf({ origin: 'https://evil.example.com', data }, FRAME)).toBeNull();
    expect(frameMessageOf({ origin: 'https://login.example.com', data: { type: 'other', token: 't' } }, FRAME)).toBeNull();
    expect(frameMessageOf({ origin: 'https://login.example.com', data: { type: 'shop:login', token: '' } }, FRAME)).toBeNull();
    expect(frameMessageOf({ origin: 'https://login.example.com', data: 'shop:login' }, FRAME)).toBeNull();
    expect(frameMessageOf({ origin: 'https://login.example.com', data: null }, FRAME)).toBeNull();
  });

  it('takes a cancel from the frame origin only', () => {
    const data = { type: 'shop:cancel' };
    expect(frameMessageOf({ origin: 'https://login.example.com', data }, FRAME)).toEqual({ type: 'cancel' });
    expect(frameMessageOf({ origin: 'https://evil.example.com', data }, FRAME)).toBeNull();
  });

  it('opens the frame at the wanted action', () => {
    expect(frameSrc(FRAME, 'register')).toBe('https://login.example.com/frame?action=register');
  });
});
