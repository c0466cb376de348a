import type { Child, ChildFaceImage, ChildFaceInfo, FaceMatch } from '@omoide/contract';
import { imageItem } from '@/test/event-fixtures';

/** For tests only: a family of three children, their face images and match answers. */

export function child(id: number, name: string, face_image_count: number): Child {
  return {
    id,
    name,
    name_kana: null,
    birthday: null,
    class_name: null,
    relationship: 'mother',
    face_image_count,
    created_t: 1_700_000_000,
    access: 'owner',
    shared_by: null,
  };
}

export const HANAKO = child(7, '山田 花子', 2);
export const TARO = child(8, '山田 太郎', 1);
export const JIRO = child(9, '山田 次郎', 0);
export const FAMILY = [HANAKO, TARO, JIRO];

export const BOX = { x: 0.3, y: 0.2, width: 0.4, height: 0.5 };

export function faceImage(child_face_id: number): ChildFaceImage {
  return {
    child_face_id,
    thumbnail_data_url: `data:image/jpeg;base64,face${child_face_id}`,
    box: BOX,
    created_t: 1_780_000_000,
  };
}

export function faceInfo(child_id: number, count: number, consented = true): ChildFaceInfo {
  return {
    child_id,
    face_consent_t: consented ? 1_779_000_000 : null,
    max_face_images: 3,
    face_images: Array.from({ length: count }, (_, i) => faceImage(i + 1)),
    lookalike_children: [],
  };
}

/** A photo of sub-category `categoryId` in which the given children were found. */
export function found(id: number, categoryId: number, childIds: readonly number[] = [HANAKO.id]) {
  return {
    image_item: imageItem(id, { category_id: categoryId }),
    matches: childIds.map((child_id, index) => ({
      child_id,
      confidence: 0.9 - index * 0.1,
      question: false,
      distance: 0.3,
      box: BOX,
      feedback: null,
    })),
  };
}

export function matchAnswer(data: FaceMatch['data'], pending = 0): FaceMatch {
  return { event_id: 1, progress: { total: 40, indexed: 40 - pending, pending, failed: 0 }, data };
}
