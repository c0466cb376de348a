import { CHILD_RELATIONSHIPS, type Child, pickLang } from '@omoide/contract';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, Icon, SelectField, TextField } from '@/shared/ui';
import styles from './order-form.module.css';
import { EMPTY_CHILD, MAX_ORDER_CHILDREN, type OrderFormValues } from './order-form-values';

interface ChildFieldsProps {
  /** The member's registered children, offered to fill an entry in one tap; empty for guests. */
  registered: Child[];
}

/**
 * Whose prints these are, for bulk delivery to the school (spec §3 Order form: child and
 * class). Siblings at one event share an order, so more than one child can be named.
 */
export function ChildFields({ registered }: ChildFieldsProps) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const language = useTextLanguage();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'children' });
  const rootError = errors.children?.root?.message;

  const fill = (index: number, childId: string) => {
    const child = registered.find((candidate) => String(candidate.id) === childId);
    if (!child) return;
    const options = { shouldValidate: true, shouldDirty: true };
    setValue(`children.${index}.child_name`, child.name, options);
    setValue(`children.${index}.class_name`, child.class_name ?? '', options);
    setValue(`children.${index}.relationship`, child.relationship, options);
  };

  return (
    <div className={styles.children}>
      {rootError ? (
        <p className={styles.fieldError} role="alert">
          {t(rootError)}
        </p>
      ) : null}
      {fields.map((field, index) => {
        const message = (key: 'child_name' | 'relationship') => {
          const found = errors.children?.[index]?.[key]?.message;
          return found ? t(found) : undefined;
        };
        return (
          <fieldset key={field.id} className={styles.childEntry}>
            <legend className={styles.childLegend}>{t('child.legend', { number: index + 1 })}</legend>
            {registered.length > 0 ? (
              <SelectField
                id={`child-${index}-registered`}
                label={t('child.registered')}
                optional
                defaultValue=""
                onChange={(event) => fill(index, event.target.value)}
              >
                <option value="">{t('child.chooseRegistered')}</option>
                {registered.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.class_name ? `${child.name}（${child.class_name}）` : child.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <TextField
              id={`child-${index}-name`}
              label={t('child.name')}
              error={message('child_name')}
              {...register(`children.${index}.child_name`)}
            />
            <TextField
              id={`child-${index}-class`}
              label={t('child.className')}
              hint={t('child.classNameHint')}
              optional
              {...register(`children.${index}.class_name`)}
            />
            <SelectField
              id={`child-${index}-relationship`}
              label={t('child.relationship')}
              optional
              error={message('relationship')}
              {...register(`children.${index}.relationship`)}
            >
              <option value="">{t('child.chooseRelationship')}</option>
              {CHILD_RELATIONSHIPS.map((relationship) => (
                <option key={relationship.key} value={relationship.key}>
                  {pickLang(relationship.label, language)}
                </option>
              ))}
            </SelectField>
            {index > 0 ? (
              <Button variant="ghost" onClick={() => remove(index)}>
                <Icon name="close" size={18} />
                {t('child.remove')}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {fields.length < MAX_ORDER_CHILDREN ? (
        <Button variant="secondary" onClick={() => append(EMPTY_CHILD)}>
          <Icon name="plus" size={18} />
          {t('child.add')}
        </Button>
      ) : null}
    </div>
  );
}
