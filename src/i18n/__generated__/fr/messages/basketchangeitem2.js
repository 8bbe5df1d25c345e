/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketchangeitem2Inputs */

const fr_basketchangeitem2 = /** @type {(inputs: Basketchangeitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.name}`)
};

/**

* @param {Basketchangeitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketchangeitem2 = fr_basketchangeitem2;
export { basketchangeitem2 as "basketChangeItem" }