import type {
  Child,
  ChildRelationship,
  childCreateBodySchema,
  childUpdateBodySchema,
  UserInfo,
} from '@omoide/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { platformMessages } from '../../platform/i18n/messages';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import {
  announceChildAccess,
  childrenVisibleTo,
  childVisibleTo,
  type VisibleChild,
} from '../children/child-access.service';
import { childMessages, childNotFound } from '../children/child-errors';
import { announceFacesChanged, faceImageCounts, removeChildFaceFiles } from '../faces/child-faces.service';
import {
  countChildren,
  deleteOwnChild,
  findMember,
  insertChild,
  listMemberOrganizations,
  updateOwnChild,
} from './users.repo';

/** Enough for any family; a bound so one account cannot fill the table. */
export const MAX_CHILDREN_PER_MEMBER = 20;

type ChildRow = Omit<VisibleChild, 'access' | 'ownerName'> &
  Partial<Pick<VisibleChild, 'access' | 'ownerName'>>;
type ChildInput = z.infer<typeof childCreateBodySchema>;
type ChildPatch = z.infer<typeof childUpdateBodySchema>;

function toChild(row: ChildRow, faceImageCount: number): Child {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.nameKana,
    birthday: row.birthday,
    class_name: row.className,
    relationship: row.relationship as ChildRelationship,
    face_image_count: faceImageCount,
    created_t: Math.floor(row.createdAt.getTime() / 1000),
    access: row.access ?? 'owner',
    // A guardian sees whose child it is; the owner needs no reminder.
    shared_by: row.access === 'guardian' ? (row.ownerName ?? null) : null,
  };
}

function toColumns(input: ChildPatch) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.name_kana !== undefined ? { nameKana: input.name_kana } : {}),
    ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
    ...(input.class_name !== undefined ? { className: input.class_name } : {}),
    ...(input.relationship !== undefined ? { relationship: input.relationship } : {}),
  };
}

/** A member's e-mail address alone (one query: checkout needs no more of the profile). */
export async function memberEmail(db: Database, memberId: number): Promise<string> {
  const member = await findMember(db, memberId);
  // A valid token for a member deleted since is a sign-in that no longer holds.
  if (!member) throw new AppError(401, 'AUTH-401', platformMessages['auth.token_missing']);
  return member.email;
}

export async function getUserInfo(db: Database, memberId: number): Promise<UserInfo> {
  const member = await findMember(db, memberId);
  // A valid token for a member deleted since is a sign-in that no longer holds.
  if (!member) throw new AppError(401, 'AUTH-401', platformMessages['auth.token_missing']);
  const [organizations, childrenCount] = await Promise.all([
    listMemberOrganizations(db, memberId),
    countChildren(db, memberId),
  ]);
  return {
    id: member.id,
    email: member.email,
    display_name: member.displayName,
    locale: member.locale,
    organizations,
    children_count: childrenCount,
  };
}

export async function getChildren(db: Database, memberId: number): Promise<Child[]> {
  const rows = await childrenVisibleTo(db, memberId);
  const counts = await faceImageCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toChild(row, counts.get(row.id) ?? 0));
}

export async function getChild(db: Database, memberId: number, childId: number): Promise<Child> {
  const row = await childVisibleTo(db, memberId, childId);
  return toChild(row, (await faceImageCounts(db, [row.id])).get(row.id) ?? 0);
}

export async function addChild(db: Database, memberId: number, input: ChildInput): Promise<Child> {
  if (!(await findMember(db, memberId)))
    throw new AppError(401, 'AUTH-401', platformMessages['auth.token_missing']);
  if ((await countChildren(db, memberId)) >= MAX_CHILDREN_PER_MEMBER) {
    throw new AppError(400, 'USER-CHILD-LIMIT', childMessages['child.too_many'], {
      max: MAX_CHILDREN_PER_MEMBER,
    });
  }
  const row = await insertChild(db, {
    memberId,
    ...toColumns(input),
    name: input.name,
    relationship: input.relationship,
  });
  return toChild(row, (await faceImageCounts(db, [row.id])).get(row.id) ?? 0);
}

export async function changeChild(
  db: Database,
  memberId: number,
  childId: number,
  patch: ChildPatch,
): Promise<Child> {
  const columns = toColumns(patch);
  await childVisibleTo(db, memberId, childId, 'owner');
  if (Object.keys(columns).length === 0) return getChild(db, memberId, childId);
  const row = await updateOwnChild(db, memberId, childId, columns);
  if (!row) throw childNotFound();
  return toChild(row, (await faceImageCounts(db, [row.id])).get(row.id) ?? 0);
}

/**
 * Deleting a child deletes everything held about them: the face image files here, and the
 * descriptors, thumbnails and match verdicts with the row (foreign keys cascade).
 */
export async function removeChild(
  deps: { db: Database; storage: ObjectStorage },
  memberId: number,
  childId: number,
): Promise<void> {
  await childVisibleTo(deps.db, memberId, childId, 'owner');
  await removeChildFaceFiles(deps, childId);
  if (!(await deleteOwnChild(deps.db, memberId, childId))) throw childNotFound();
  // Gone for its owner and guardians in every process, with its faces and verdicts.
  announceChildAccess(deps.db, null);
  announceFacesChanged(deps.db, childId);
}
