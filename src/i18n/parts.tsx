import { Fragment, type ReactNode } from 'react';

// A message with elements inside it (a link in a sentence): the whole sentence is one message, so
// each language puts the element where its word order needs it.

const MARK = '\u0000';

/** A message's text with each {name} placeholder replaced by the element (or text) given for it. */
export function withParts<I extends object>(message: (inputs: I) => string, parts: { [K in keyof I]: ReactNode }): ReactNode {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`])) as I;
  return message(marked)
    .split(MARK)
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece as keyof I] : piece}</Fragment>);
}
