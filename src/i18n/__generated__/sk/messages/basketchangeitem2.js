/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketchangeitem2Inputs */

const sk_basketchangeitem2 = /** @type {(inputs: Basketchangeitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zmeniť ${i?.name}`)
};

/**

* @param {Basketchangeitem2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketchangeitem2 = sk_basketchangeitem2;
export { basketchangeitem2 as "basketChangeItem" }