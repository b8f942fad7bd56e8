/** The S3 module's state: each configured bucket's objects by key. */

/** An object of a bucket (PutObject). */
export interface S3Object {
  key: string;
  contentType: string;
  /** The object's bytes, base64. */
  body: string;
  size: number;
  /** Quoted, as S3 sends it: the MD5 of the bytes. */
  etag: string;
  /** ISO time. */
  lastModified: string;
}

export interface S3State {
  /** Objects by bucket name, then by key. */
  buckets: Record<string, Record<string, S3Object>>;
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    s3: S3State;
  }
}
