import type { User } from '@kestrel/domain/schemas/account';
import { useRef, useState } from 'react';
import { Avatar } from '~/components/ui/avatar';
import { PictureModal } from './picture-modal';
import { Button } from '~/components/ui/button';

/** Spec §2 "/dashboard/profile": the picture, name and e-mail, and the way to change the picture. */
export function ProfileHeader({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const name = `${user.firstname} ${user.lastname}`.trim();

  return (
    <section
      aria-label="Your account"
      className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-white p-5 text-center shadow-sm sm:flex-row sm:p-6 sm:text-left"
    >
      <Avatar url={user.profile_img} size="lg" alt="Your profile picture" />
      <div className="min-w-0 flex-1">
        <p className="text-xl font-bold text-navy sm:text-2xl">{name}</p>
        <p className="break-all text-muted">{user.email}</p>
      </div>
      <Button variant="outline" ref={editButton} onClick={() => setEditing(true)}>
        Edit profile picture
      </Button>
      <PictureModal
        open={editing}
        onClose={() => {
          setEditing(false);
          // Browsers differ on where focus goes when a dialog closes: back to the button that opened it.
          editButton.current?.focus();
        }}
      />
    </section>
  );
}
