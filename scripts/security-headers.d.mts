/** Types of scripts/security-headers.mjs, for vite.config.ts and the tests. */

/** The fields of a tenant config (src/config/tenant-schema.ts) that decide whom its pages may call. */
export interface TenantHosts {
  region: string;
  profilePictureBucket: string;
  uploadBucket: string;
  uploadQueueUrl: string;
  /** The REST APIs by name (src/config/tenant-schema.ts): portal always, any other as the tenant lists it. */
  apis: { portal: string } & Record<string, string>;
  speechEndpoint: string;
  suggestionEndpoint: string | null;
  emulated: boolean;
  paymentsPublishableKey: string | null;
}

export type TenantEntry = TenantHosts & { allowTenantOverride: boolean };

export declare const EMPTY_STYLE_HASH: string;
export declare const CLOUDFRONT_CSP_MAX_LENGTH: number;
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS_MAX_AGE: number;
export declare const FAQ_MEDIA_ORIGINS: readonly string[];

export declare function contentSecurityPolicy(tenants: TenantHosts[]): string;
export declare function securityHeaders(tenants: TenantHosts[]): Record<string, string>;
export declare function readTenants(dir?: string): Map<string, TenantEntry>;
export declare function tenantsServedBy(tenantId: string, tenants: Map<string, TenantEntry>): TenantEntry[];
export declare function tenantIdFromHost(hostname: string): string;
export declare function securityHeadersForHost(
  host: string,
  tenants?: Map<string, TenantEntry>,
): Record<string, string>;

export interface CloudFrontResponseHeadersPolicyConfig {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { Override: boolean; ContentSecurityPolicy: string };
    StrictTransportSecurity: {
      Override: boolean;
      AccessControlMaxAgeSec: number;
      IncludeSubdomains: boolean;
      Preload: boolean;
    };
    ContentTypeOptions: { Override: boolean };
    ReferrerPolicy: { Override: boolean; ReferrerPolicy: string };
    FrameOptions?: { Override: boolean; FrameOption: string };
  };
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: boolean }[] };
}

export declare function cloudFrontResponseHeadersPolicy(
  tenantId: string,
  tenants?: Map<string, TenantEntry>,
  pathname?: string,
): CloudFrontResponseHeadersPolicyConfig;
export declare function frameAncestorsFor(pathname: string): '*' | "'self'" | "'none'";
export declare function securityHeadersForRequest(
  host: string,
  pathname: string,
  tenants?: Map<string, TenantEntry>,
): Record<string, string>;
export declare const FRAMED_PATHS: readonly string[];
