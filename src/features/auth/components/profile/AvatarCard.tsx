import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';

import { useAppDispatch } from '@/lib/redux/hooks';

import { initialsOf } from '../../initials';
import { avatarSelected } from '../../profile-slice';

const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * The default avatar: an initials image drawn in the browser, so that no third-party avatar service ever
 * receives a user's name (docs/design.md §7).
 */
export function initialsImage(name: string, background: string, foreground: string): string {
  const initials = initialsOf(name) || '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="${background}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Ubuntu, sans-serif" font-size="52" fill="${foreground}">${initials.replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function AvatarCard({
  name,
  email,
  picture,
  uploading,
  onInvalidFile,
}: {
  name: string;
  email: string;
  picture: string | undefined;
  uploading: boolean;
  onInvalidFile(message: string): void;
}) {
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const inputId = useId();
  const fallback = useMemo(
    () => initialsImage(name || email, theme.palette.secondary.main, theme.palette.secondary.contrastText),
    [name, email, theme],
  );
  const src = picture?.trim() ? picture : fallback;
  return (
    <Card variant="outlined">
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}
      >
        <Avatar src={src} alt={`Profile picture of ${name || email}`} sx={{ width: 112, height: 112 }} />
        <div>
          <Typography variant="h6" component="h2">
            {name || email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {email}
          </Typography>
        </div>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!file.type.startsWith('image/')) onInvalidFile('Please choose an image file.');
            else if (file.size > MAX_PICTURE_BYTES)
              onInvalidFile('Please choose an image smaller than 5 MB.');
            else dispatch(avatarSelected({ file }));
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          disabled={uploading}
        >
          {uploading ? 'Uploading…' : 'Upload picture'}
        </Button>
      </CardContent>
    </Card>
  );
}
