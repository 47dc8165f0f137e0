import { useLingui } from '@lingui/react/macro';
import { PAYMENT_KIND_CODES, paymentKindLabels, type PaymentKindCode } from '../../../../domain/payments/kinds';
import { isProductLineCode, PRODUCT_LINES, type ProductLineCode } from '../../../../domain/product-lines';
import { ListSearchField } from '../../../components/cases/list-search-field';
import { SelectField } from '../../../components/ui/form/select-field';

export type UnpaidFilterValues = { kind?: PaymentKindCode; productLine?: ProductLineCode; keyword: string };

type UnpaidFiltersProps = {
  values: UnpaidFilterValues;
  onKindChange: (kind: PaymentKindCode | undefined) => void;
  onProductLineChange: (productLine: ProductLineCode | undefined) => void;
  onKeywordChange: (keyword: string) => void;
};

const isKind = (code: number): code is PaymentKindCode => (PAYMENT_KIND_CODES as readonly number[]).includes(code);

/** unPayList's filters: what the payment is for, the product line, the patient (name or phone). */
export function UnpaidFilters({ values, onKindChange, onProductLineChange, onKeywordChange }: UnpaidFiltersProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <ListSearchField
        label={t`Search payment orders`}
        placeholder={t`Patient name or phone`}
        keyword={values.keyword}
        onKeywordChange={onKeywordChange}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:max-w-2xl">
        <SelectField
          label={t`Payment for`}
          value={values.kind === undefined ? '' : String(values.kind)}
          placeholder={t`Everything`}
          options={PAYMENT_KIND_CODES.map((code) => ({ value: String(code), label: i18n._(paymentKindLabels[code]) }))}
          onChange={(event) => {
            const code = Number(event.target.value);
            onKindChange(event.target.value !== '' && isKind(code) ? code : undefined);
          }}
        />
        <SelectField
          label={t`Product line`}
          value={values.productLine === undefined ? '' : String(values.productLine)}
          placeholder={t`All lines`}
          options={PRODUCT_LINES.map((line) => ({ value: String(line.code), label: i18n._(line.name) }))}
          onChange={(event) => {
            const code = Number(event.target.value);
            onProductLineChange(event.target.value !== '' && isProductLineCode(code) ? code : undefined);
          }}
        />
      </div>
    </div>
  );
}
