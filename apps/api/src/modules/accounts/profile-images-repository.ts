import { and, eq, ne } from 'drizzle-orm';
import { profileImages } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** Profile pictures, each under its own id; a user keeps one. */
export function profileImagesRepository(db: Executor) {
  return {
    /** Stores a picture and answers its new id. */
    insert: async (userId: string, contentType: string, data: Buffer) => {
      const [image] = await db
        .insert(profileImages)
        .values({ userId, contentType, data })
        .returning({ id: profileImages.id });
      if (!image) throw new Error('The picture was not stored');
      return image.id;
    },

    /** Drops every picture of the user but `keptId`. */
    deleteAllBut: async (userId: string, keptId: string) => {
      await db.delete(profileImages).where(and(eq(profileImages.userId, userId), ne(profileImages.id, keptId)));
    },

    byId: async (imageId: string) => {
      const [image] = await db
        .select({ userId: profileImages.userId, contentType: profileImages.contentType, data: profileImages.data })
        .from(profileImages)
        .where(eq(profileImages.id, imageId))
        .limit(1);
      return image ?? null;
    },
  };
}
