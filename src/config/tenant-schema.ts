import * as yup from 'yup';

/** App types change which parts of the portal exist (docs/design.md §4). */
export const APP_TYPES = ['standard', 'mkruzic'] as const;
export type AppType = (typeof APP_TYPES)[number];

/**
 * API modes: `development` and `signup` change how sign-in and sign-up behave (spec 1 §4): no SRP fallback
 * retry, and a 'dev-' tenant prefix on sign-up in development.
 */
export const API_MODES = ['production', 'development', 'signup'] as const;
export type ApiMode = (typeof API_MODES)[number];

const hexColour = yup
  .string()
  .required()
  .matches(/^#[0-9a-fA-F]{6}$/, '${path} must be a colour like #003767');
const httpsUrl = yup.string().url('${path} must be a URL');
const UNKNOWN_FIELD = '${path} has an unknown field: ${unknown}';

/** The web chat's bubbles at one level of the tree when the tenant's config does not say (see `webChat`). */
export const DEFAULT_WEB_CHAT_BUBBLES_PER_LEVEL = 8;

/**
 * The REST APIs a tenant's pages call, by name (how operations name them in src/contracts, and the envelope's Api
 * field), each its base URL. `portal` is required; any other (faq, and those spec 3 adds) is a config entry: an
 * operation of an API the tenant does not list fails with a clear error (src/services/gateway.ts), and the CSP
 * lets the page reach every one listed (scripts/security-headers.mjs). A test, not yup.lazy with a schema per
 * name: lazy alone would add half a KiB to the first download.
 */
const apisSchema = yup
  .object({ portal: httpsUrl.required() })
  .test('apis', (apis: Record<string, unknown>, context) => {
    // portal is the shape's own field, checked (and reported) there.
    const wrong = Object.keys(apis ?? {}).find(
      (name) => name !== 'portal' && !httpsUrl.required().isValidSync(apis[name]),
    );
    return wrong
      ? context.createError({ path: `${context.path}.${wrong}`, message: '${path} must be a URL' })
      : true;
  })
  .required();

export const tenantConfigSchema = yup
  .object({
    id: yup
      .string()
      .required()
      .matches(/^[a-z0-9-]+$/, '${path} must be lower-case letters, digits and dashes'),
    productName: yup.string().required(),
    organisationName: yup.string().required(),
    emulated: yup.boolean().required(),
    allowTenantOverride: yup.boolean().required(),
    apiMode: yup.string().oneOf(API_MODES).required(),
    appType: yup.string().oneOf(APP_TYPES).required(),
    signUpDisabled: yup.boolean().required(),
    region: yup
      .string()
      .required()
      .matches(/^[a-z]{2}(-[a-z]+)+-\d$/, '${path} must be an AWS region like us-east-1'),
    userPoolId: yup
      .string()
      .required()
      .matches(/^[a-z]{2}(-[a-z]+)+-\d_[A-Za-z0-9]+$/, '${path} must look like <region>_<name>'),
    userPoolClientId: yup.string().required(),
    identityPoolId: yup
      .string()
      .required()
      .matches(/^[a-z]{2}(-[a-z]+)+-\d:[0-9a-f-]{36}$/, '${path} must look like <region>:<uuid>'),
    apis: apisSchema,
    apiVersion: yup.string().required(),
    analyticsAppId: yup.string().required(),
    billingSite: yup.string().required(),
    suggestionEndpoint: httpsUrl.nullable().defined(),
    /** The public bucket of profile pictures (spec 1 §3); path-style URLs. */
    profilePictureBucket: yup
      .string()
      .required()
      .matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '${path} must be an S3 bucket name'),
    /**
     * The private bucket FAQ and survey imports are uploaded to (spec 2 §7 "Upload"): each organisation writes
     * only under its own prefix, `<tenant>/has/<GUID>.csv`.
     */
    uploadBucket: yup
      .string()
      .required()
      .matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '${path} must be an S3 bucket name'),
    /** The SQS queue an upload's completion message arrives on (polled for the upload's `msgId`). */
    uploadQueueUrl: yup
      .string()
      .required()
      .matches(
        /^https:\/\/sqs\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com\/\d{12}\/[A-Za-z0-9_-]{1,80}$/,
        '${path} must be an SQS queue URL like https://sqs.<region>.amazonaws.com/<account>/<name>',
      ),
    speechEndpoint: httpsUrl.required(),
    /** Words the speech recogniser should favour for this tenant (spec 1 §7 "phrase hints"). */
    speechPhraseHints: yup.array(yup.string().required()).required(),
    paymentsPublishableKey: yup
      .string()
      .nullable()
      .defined()
      .matches(/^pk_(test|live)_/, {
        message: '${path} must be a publishable key (pk_…); secret keys never belong in a tenant config',
        excludeEmptyString: true,
      }),
    /**
     * The web chat (the portal's chat and the website assistant): `bubblesPerLevel`, how many bubbles a level of
     * the bubble tree should hold at most — the bubbles editor counts each hierarchy's against it (issue 25), as
     * it counts them against a Lex response card's fixed 5. Optional, as is its field: a tenant that does not say
     * gets DEFAULT_WEB_CHAT_BUBBLES_PER_LEVEL (`webChatBubblesPerLevel`).
     */
    webChat: yup
      .object({
        bubblesPerLevel: yup
          .number()
          .integer('${path} must be a whole number')
          .min(1, '${path} must be at least 1'),
      })
      .noUnknown(true, UNKNOWN_FIELD)
      .optional(),
    theme: yup
      .object({
        primary: hexColour,
        secondary: hexColour,
        fontFamily: yup.string().required(),
      })
      .required(),
    links: yup
      .object({
        privacyPolicy: httpsUrl.required(),
        terms: httpsUrl.required(),
        help: httpsUrl.required(),
      })
      .required(),
  })
  .noUnknown(true, UNKNOWN_FIELD)
  .strict(true);

/** The APIs by name (see apisSchema): `portal` always, others as the tenant lists them. */
export type ApiMap = { readonly portal: string } & Readonly<Record<string, string>>;

// yup infers the APIs as `{ portal }` only: the map's other names are declared here.
export type TenantConfig = Omit<yup.InferType<typeof tenantConfigSchema>, 'apis'> & { apis: ApiMap };

/** The tenant's web chat limit of bubbles per level (its config's `webChat.bubblesPerLevel`, or the default). */
export function webChatBubblesPerLevel(config: Pick<TenantConfig, 'webChat'>): number {
  return config.webChat?.bubblesPerLevel ?? DEFAULT_WEB_CHAT_BUBBLES_PER_LEVEL;
}

export interface TenantValidation {
  config: TenantConfig | null;
  errors: string[];
}

/** Validates a raw config and returns every problem at once, as readable sentences. */
export function validateTenantConfig(raw: unknown): TenantValidation {
  try {
    const config = tenantConfigSchema.validateSync(raw, { abortEarly: false });
    return { config, errors: [] };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { config: null, errors: error.errors };
    throw error;
  }
}
