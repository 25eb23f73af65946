import { describe, expect, it } from 'vitest';
import { amzDate, authorization, canonicalRequest, encodeKeyPath, sha256Hex, signingKey } from '../../src/server/storage/s3';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (Amazon S3 API reference,
// sig-v4-header-based-auth), with AWS's example credentials.
const creds = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  it('signs AWS\'s GET Object example (Range header) to the published signature', () => {
    const request = {
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
    };
    expect(canonicalRequest(request).text).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(authorization(request, creds)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs AWS\'s PUT Object example (encoded key, storage class) to the published signature', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const request = {
      method: 'PUT',
      path: `/${encodeKeyPath('test$file.text')}`,
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
    };
    expect(request.path).toBe('/test%24file.text');
    expect(authorization(request, creds)).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs AWS\'s GET Bucket lifecycle example (query string) to the published signature', () => {
    const request = {
      method: 'GET',
      path: '/',
      query: { lifecycle: '' },
      headers: { Host: 'examplebucket.s3.amazonaws.com', 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
    };
    expect(authorization(request, creds)).toMatch(/Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/);
  });

  it('derives the signing key of AWS\'s general SigV4 example (IAM, us-east-1, 20150830, its own example secret)', () => {
    expect(signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20150830', 'us-east-1', 'iam').toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
  });

  it('formats x-amz-date without separators or milliseconds', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });

  it('changes the signature when anything signed changes', () => {
    const base = {
      method: 'GET',
      path: '/bucket/profile/abc.jpg',
      headers: { host: 'minio:9000', 'x-amz-date': '20260101T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
    };
    const sig = authorization(base, creds);
    expect(authorization({ ...base, method: 'DELETE' }, creds)).not.toBe(sig);
    expect(authorization({ ...base, path: '/bucket/profile/abd.jpg' }, creds)).not.toBe(sig);
    expect(authorization(base, { ...creds, secretAccessKey: 'other' })).not.toBe(sig);
  });
});
