import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../apps/api/src/app-deps';
import {
  childFaceImages,
  children,
  events,
  imageItems,
  memberOrganizations,
  members,
  photoFaces,
} from '../../apps/api/src/db/schema/index';
import { DESCRIPTOR_LENGTH } from '../../apps/api/src/modules/face-analysis/engine/face-engine';
import { descriptorToBytes } from '../../apps/api/src/modules/face-analysis/face-descriptors';
import { registeredFace } from '../../apps/api/test/faces';
import { createCatalogue } from '../lib/catalogue-fixture';

/**
 * The bench's event (index.ts): a catalogue of `photos` photos with `facesPerPhoto` indexed
 * faces each, a child (Hana) with 3 registered face images who is in one photo in fifty, and
 * `classmates` other registered children of the school (the nearest-identity rule's rivals,
 * decision 021). Answers the descriptors of every face in photo order for the bare scan.
 */

// Descriptors like the engine's: 128 values, distances between people ~0.6–1.2.
export function randomDescriptor(): Float32Array {
  const d = new Float32Array(DESCRIPTOR_LENGTH);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) d[i] = (Math.random() - 0.5) * 0.16;
  return d;
}
export const near = (d: Float32Array, spread: number) => d.map((v) => v + (Math.random() - 0.5) * spread);

/** Three registered face images near `face` (the engine's descriptors of one child). */
const faceImageRows = (childId: number, memberId: number, face: Float32Array, prefix: string) =>
  [0, 1, 2].map((i) => registeredFace(childId, memberId, near(face, 0.02), `bench/${prefix}${i}`));

/** The rest of the school: other parents' children, registered too (the rule's rivals). */
async function addClassmates(deps: AppDeps, memberId: number, count: number) {
  const [school] = await deps.db
    .insert(members)
    .values({ email: 'school-parents@omoide.test', displayName: 'Parents' })
    .returning();
  const [membership] = await deps.db
    .select({ organizationId: memberOrganizations.organizationId })
    .from(memberOrganizations)
    .where(eq(memberOrganizations.memberId, memberId));
  await deps.db
    .insert(memberOrganizations)
    .values({ memberId: school!.id, organizationId: membership!.organizationId });
  const classmates = await deps.db
    .insert(children)
    .values(
      Array.from({ length: count }, (_, i) => ({
        memberId: school!.id,
        name: `Child ${i}`,
        relationship: 'mother',
        faceConsentAt: new Date(),
      })),
    )
    .returning({ id: children.id });
  for (const classmate of classmates)
    await deps.db
      .insert(childFaceImages)
      .values(faceImageRows(classmate.id, school!.id, randomDescriptor(), `${classmate.id}-`));
}

export async function setUpFaceMatch(
  deps: AppDeps,
  options: { photos: number; facesPerPhoto: number; classmates: number },
) {
  const fixture = await createCatalogue(deps, options.photos);
  const [child] = await deps.db
    .insert(children)
    .values({ memberId: fixture.memberId, name: 'Hana', relationship: 'mother', faceConsentAt: new Date() })
    .returning();
  const hana = randomDescriptor();
  await deps.db.insert(childFaceImages).values(faceImageRows(child!.id, fixture.memberId, hana, ''));
  await addClassmates(deps, fixture.memberId, options.classmates);
  // Hana is in one photo in fifty; everyone else is a stranger.
  const photoIds = (await deps.db.select({ id: imageItems.id }).from(imageItems)).map((r) => r.id);
  const gallery = new Float32Array(photoIds.length * options.facesPerPhoto * DESCRIPTOR_LENGTH);
  let hanaPhotos = 0;
  for (let start = 0; start < photoIds.length; start += 500) {
    const rows = photoIds.slice(start, start + 500).flatMap((id, p) =>
      Array.from({ length: options.facesPerPhoto }, (_, f) => {
        const isHana = f === 0 && (start + p) % 50 === 0;
        if (isHana) hanaPhotos++;
        const descriptor = isHana ? near(hana, 0.04) : randomDescriptor();
        gallery.set(descriptor, ((start + p) * options.facesPerPhoto + f) * DESCRIPTOR_LENGTH);
        return {
          imageItemId: id,
          eventId: fixture.eventId,
          categoryId: fixture.categoryId,
          boxX: 0.1 * f,
          boxY: 0.2,
          boxWidth: 0.08,
          boxHeight: 0.1,
          score: 0.9,
          faceSize: 80,
          descriptor: descriptorToBytes(descriptor),
        };
      }),
    );
    await deps.db.insert(photoFaces).values(rows);
  }
  await deps.db
    .update(events)
    .set({ faceIndexVersion: sql`${events.faceIndexVersion} + 1` })
    .where(eq(events.id, fixture.eventId));
  return { fixture, childId: child!.id, hana, gallery, hanaPhotos };
}
