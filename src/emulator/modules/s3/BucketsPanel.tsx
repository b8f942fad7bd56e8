import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';

import type { DemoTabProps } from '../../core/module';

import { bucketsOf } from './buckets';

/** The demo panel's view of the emulated S3: each bucket's objects, newest first. */
export function BucketsPanel({ context }: DemoTabProps) {
  // A string snapshot: the state is changed in place, so the object itself would not tell React of a change.
  const snapshot = useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () =>
      JSON.stringify(
        Object.entries(context.db.state.s3.buckets).map(([bucket, objects]) => [
          bucket,
          Object.values(objects).map(({ key, size, contentType, lastModified }) => ({
            key,
            size,
            contentType,
            lastModified,
          })),
        ]),
      ),
  );
  const buckets = JSON.parse(snapshot) as [
    string,
    { key: string; size: number; contentType: string; lastModified: string }[],
  ][];
  const definitions = bucketsOf(context.config);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Storage (S3)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Each caller may write only under its own prefix: its user id in the profile-picture bucket, its
        organisation in the upload bucket.
      </Typography>
      {buckets.map(([bucket, objects]) => (
        <Box key={bucket} component="section" aria-label={`Bucket ${bucket}`} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {bucket}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({definitions.find((definition) => definition.name === bucket)?.purpose ?? 'bucket'},{' '}
              {objects.length === 1 ? '1 object' : `${objects.length} objects`})
            </Typography>
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {objects
              .sort((left, right) => right.lastModified.localeCompare(left.lastModified))
              .map((object) => (
                <li key={object.key}>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                    {object.key} · {object.contentType} · {object.size} bytes
                  </Typography>
                </li>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
