import { Kind, type DocumentNode, type ObjectValueNode, type SelectionSetNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_LOCALE, shopLocale, withLocale, type ShopLocale } from './locale.ts';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** A locale argument's value: a string literal, a variable, or a variable object's `locale`. */
function valueOf(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.STRING) return node.value;
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

function localeInObject(node: ObjectValueNode, variables: Variables): unknown {
  for (const field of node.fields) {
    if (field.name.value === 'locale') return valueOf(field.value, variables);
  }
  return undefined;
}

/** The first `locale` given to a root field: as an argument, or inside an input object. */
function localeInSelections(selectionSet: SelectionSetNode, variables: Variables): unknown {
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      if (argument.name.value === 'locale') return valueOf(argument.value, variables);
      if (argument.value.kind === Kind.OBJECT) {
        const found = localeInObject(argument.value, variables);
        if (found !== undefined) return found;
      }
      if (argument.value.kind === Kind.VARIABLE) {
        const input = variables?.[argument.value.name.value];
        if (input && typeof input === 'object' && 'locale' in input) return (input as { locale: unknown }).locale;
      }
    }
  }
  return undefined;
}

/** The shop locale an operation asks for; de-DE when it names none or one the shops do not have. */
export function operationLocale(document: DocumentNode, operationName: string | null | undefined, variables: Variables): ShopLocale {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    const found = localeInSelections(definition.selectionSet, variables);
    if (found !== undefined) return shopLocale(found);
  }
  return DEFAULT_LOCALE;
}

/** Executes each operation in the locale it asks for (see locale.ts). */
export function useOperationLocale(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const locale = operationLocale(args.document, args.operationName, args.variableValues);
      if (locale !== DEFAULT_LOCALE) setExecuteFn((execArgs) => withLocale(locale, () => executeFn(execArgs)));
    },
  };
}
