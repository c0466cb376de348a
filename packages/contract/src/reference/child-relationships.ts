import type { LangText } from '../locale.js';

/** Who the buyer is to the child, in the order the form lists them (spec §3 "Reference lists"). */
export const CHILD_RELATIONSHIPS = [
  { key: 'mother', label: { ja: '母', hant: '母親', vi: 'Mẹ', 'en-US': 'Mother' } },
  { key: 'father', label: { ja: '父', hant: '父親', vi: 'Bố', 'en-US': 'Father' } },
  { key: 'grandmother', label: { ja: '祖母', hant: '祖母', vi: 'Bà', 'en-US': 'Grandmother' } },
  { key: 'grandfather', label: { ja: '祖父', hant: '祖父', vi: 'Ông', 'en-US': 'Grandfather' } },
  {
    key: 'aunt_uncle',
    label: { ja: 'おじ・おば', hant: '叔伯姑姨', vi: 'Cô, dì, chú, bác', 'en-US': 'Aunt or uncle' },
  },
  { key: 'self', label: { ja: '本人', hant: '本人', vi: 'Bản thân', 'en-US': 'Self' } },
  {
    key: 'school_staff',
    label: { ja: '学校関係者', hant: '學校職員', vi: 'Nhân viên nhà trường', 'en-US': 'School staff' },
  },
  { key: 'other', label: { ja: 'その他', hant: '其他', vi: 'Khác', 'en-US': 'Other' } },
] as const satisfies readonly { key: string; label: LangText }[];

export type ChildRelationship = (typeof CHILD_RELATIONSHIPS)[number]['key'];

export const CHILD_RELATIONSHIP_KEYS = CHILD_RELATIONSHIPS.map((r) => r.key) as readonly ChildRelationship[];

export function isChildRelationship(value: unknown): value is ChildRelationship {
  return CHILD_RELATIONSHIPS.some((r) => r.key === value);
}

const LABELS = Object.fromEntries(CHILD_RELATIONSHIPS.map((r) => [r.key, r.label])) as Record<
  ChildRelationship,
  LangText
>;

export function childRelationshipLabel(key: ChildRelationship): LangText {
  return LABELS[key];
}
