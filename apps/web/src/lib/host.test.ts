import { describe, expect, it } from 'vitest';
import {
  baseHostOf,
  environmentOf,
  hostForEnvironment,
  isMaterialHost,
  materialRedirect,
  webHostFor,
} from './host';

describe('web host per environment', () => {
  it('reads the environment from the host prefix; the plain host is production', () => {
    expect(environmentOf('dev-www.example.com')).toBe('dev');
    expect(environmentOf('pre-www.example.com')).toBe('pre');
    expect(environmentOf('TEST-www.example.com:8443')).toBe('test');
    expect(environmentOf('www.example.com')).toBe('production');
    expect(environmentOf('developer.example.com')).toBe('production');
    expect(baseHostOf('pre-mall.example.com')).toBe('mall.example.com');
  });
  it('picks the web host of the same environment', () => {
    expect(webHostFor('dev-mall.example.com', 'www.example.com')).toBe('dev-www.example.com');
    expect(webHostFor('test-mall.example.com', 'www.example.com')).toBe('test-www.example.com');
    expect(webHostFor('mall.example.com', 'www.example.com')).toBe('www.example.com');
    expect(hostForEnvironment('pre-www.example.com', 'production')).toBe('www.example.com');
  });
});

describe('AI-material host', () => {
  const host = 'material.example.com';
  it('matches the material host in every environment', () => {
    expect(isMaterialHost('material.example.com', host)).toBe(true);
    expect(isMaterialHost('dev-material.example.com', host)).toBe(true);
    expect(isMaterialHost('mall.example.com', host)).toBe(false);
    expect(isMaterialHost('material.example.com', '')).toBe(false);
  });
  it('redirects to /material unless the hash starts with #/material', () => {
    expect(materialRedirect(host, '#/shop', host)).toBe('/material');
    expect(materialRedirect(host, '', host)).toBe('/material');
    expect(materialRedirect(host, '#/material/list', host)).toBeNull();
    expect(materialRedirect('mall.example.com', '#/shop', host)).toBeNull();
  });
});
