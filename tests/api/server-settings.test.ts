import { describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/api/config';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { startServer } from '../../demo/server';

describe('start-up settings', () => {
  it('refuse PostgreSQL without OTP_SECRET, naming it, before touching the database', async () => {
    await expect(
      startServer({ port: 0, dataDir: '', databaseUrl: 'postgres://nobody@127.0.0.1:1/none', otpSender: createMemorySender() }),
    ).rejects.toThrow(/^OTP_SECRET must be set when DATABASE_URL is set/);
  });

  it('refuse a short OTP_SECRET', async () => {
    await expect(startServer({ port: 0, dataDir: '', otpSecret: 'short', otpSender: createMemorySender() })).rejects.toThrow(
      /^OTP_SECRET must be at least 32 characters/,
    );
  });

  it.each([
    [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY must be/],
    [{ OTP_WEBOTP_HOST: 'https://shop.example.com' }, /^OTP_WEBOTP_HOST must be a host name/],
    [{ DB_LOCK_TIMEOUT_MS: '-1' }, /^DB_LOCK_TIMEOUT_MS must be a positive whole number/],
    [{ OTP_MAX_SENDS_PER_HOUR: '0' }, /^OTP_MAX_SENDS_PER_HOUR must be a positive whole number/],
    [{ HOST: '0.0.0.0' }, /^OTP_SENDER must be set/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '65s' }, /^KEEP_ALIVE_TIMEOUT_MS must be a positive whole number/],
    [{ SHUTDOWN_TIMEOUT_MS: '0' }, /^SHUTDOWN_TIMEOUT_MS must be a positive whole number/],
    [{ ARTICLE_CACHE_MS: '-5' }, /^ARTICLE_CACHE_MS must be a positive whole number/],
    [{ SHUTDOWN_DRAIN_SECONDS: '5s' }, /^SHUTDOWN_DRAIN_SECONDS must be a positive whole number/],
  ])('refuse %j, naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('keep idle connections 65 s, let a shutdown wait 20 s and keep the article 10 s, unless set', () => {
    expect(readConfig({})).toMatchObject({ keepAliveTimeoutMs: 65_000, shutdownTimeoutMs: 20_000, articleCacheMs: 10_000 });
    const set = readConfig({ KEEP_ALIVE_TIMEOUT_MS: '125000', SHUTDOWN_TIMEOUT_MS: '40000', ARTICLE_CACHE_MS: '1000' });
    expect(set).toMatchObject({ keepAliveTimeoutMs: 125_000, shutdownTimeoutMs: 40_000, articleCacheMs: 1000 });
  });

  it('answer /readyz 503 for 5 s after SIGTERM before closing, unless set (0 for not at all)', () => {
    expect(readConfig({}).shutdownDrainSeconds).toBe(5);
    expect(readConfig({ SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainSeconds).toBe(15);
    expect(readConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
  });

  it('name the WebOTP host in lower case', () => {
    expect(readConfig({ OTP_WEBOTP_HOST: 'Shop.Example.com' }).webOtpHost).toBe('shop.example.com');
  });
});
