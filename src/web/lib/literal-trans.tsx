import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * What every `<Trans>` of the app renders (the Lingui macro is pointed here by `runtimeConfigModule` in
 * lingui.config.ts). Lingui's own Trans puts string values into the translated text and then reads that text for
 * `<0>…</0>` markup, so a name or a reason typed as `<b>x</b>` or `<0>y</0>` lost its tags or took a component's
 * place. Here every string value travels as a React child instead, shown exactly as typed; numbers stay numbers
 * (plurals and number formats need them).
 */
export function Trans(props: TransProps) {
  if (!props.values) return <LinguiTrans {...props} />;
  const values = Object.fromEntries(
    Object.entries(props.values).map(([name, value]) => [name, typeof value === 'string' ? <>{value}</> : value]),
  );
  return <LinguiTrans {...props} values={values} />;
}
