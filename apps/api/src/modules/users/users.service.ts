import type {
  Child,
  ChildRelationship,
  childCreateBodySchema,
  childUpdateBodySchema,
  UserInfo,
} from '@omoide/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { children } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { defineMessages, platformMessages } from '../../platform/i18n/messages';
import {
  countChildren,
  deleteOwnChild,
  findMember,
  findOwnChild,
  insertChild,
  listChildren,
  listMemberOrganizations,
  updateOwnChild,
} from './users.repo';

/** Enough for any family; a bound so one account cannot fill the table. */
export const MAX_CHILDREN_PER_MEMBER = 20;

const messages = defineMessages({
  'child.not_found': {
    ja: 'お子さまの情報が見つかりません。',
    hant: '找不到孩子的資料。',
    vi: 'Không tìm thấy thông tin của trẻ.',
    'en-US': 'The child was not found.',
  },
  'child.too_many': {
    ja: '登録できるお子さまは{max}人までです。',
    hant: '最多可登錄 {max} 位孩子。',
    vi: 'Bạn có thể đăng ký tối đa {max} trẻ.',
    'en-US': 'You can register up to {max} children.',
  },
});

type ChildRow = typeof children.$inferSelect;
type ChildInput = z.infer<typeof childCreateBodySchema>;
type ChildPatch = z.infer<typeof childUpdateBodySchema>;

const notFound = () => new AppError(404, 'USER-CHILD-404', messages['child.not_found']);

function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    name: row.name,
    name_kana: row.nameKana,
    birthday: row.birthday,
    class_name: row.className,
    relationship: row.relationship as ChildRelationship,
    // Face images arrive with the face-matching work; until then a child has none.
    face_image_count: 0,
    created_t: Math.floor(row.createdAt.getTime() / 1000),
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
  return (await listChildren(db, memberId)).map(toChild);
}

export async function getChild(db: Database, memberId: number, childId: number): Promise<Child> {
  const row = await findOwnChild(db, memberId, childId);
  if (!row) throw notFound();
  return toChild(row);
}

export async function addChild(db: Database, memberId: number, input: ChildInput): Promise<Child> {
  if (!(await findMember(db, memberId)))
    throw new AppError(401, 'AUTH-401', platformMessages['auth.token_missing']);
  if ((await countChildren(db, memberId)) >= MAX_CHILDREN_PER_MEMBER) {
    throw new AppError(400, 'USER-CHILD-LIMIT', messages['child.too_many'], { max: MAX_CHILDREN_PER_MEMBER });
  }
  const row = await insertChild(db, {
    memberId,
    ...toColumns(input),
    name: input.name,
    relationship: input.relationship,
  });
  return toChild(row);
}

export async function changeChild(
  db: Database,
  memberId: number,
  childId: number,
  patch: ChildPatch,
): Promise<Child> {
  const columns = toColumns(patch);
  if (Object.keys(columns).length === 0) return getChild(db, memberId, childId);
  const row = await updateOwnChild(db, memberId, childId, columns);
  if (!row) throw notFound();
  return toChild(row);
}

/** Deleting a child deletes everything held about them (face data cascades with the row). */
export async function removeChild(db: Database, memberId: number, childId: number): Promise<void> {
  if (!(await deleteOwnChild(db, memberId, childId))) throw notFound();
}
