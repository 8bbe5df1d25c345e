/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketchangeitem2Inputs */

const de_ch2_basketchangeitem2 = /** @type {(inputs: Basketchangeitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ändern`)
};

/**

* @param {Basketchangeitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketchangeitem2 = de_ch2_basketchangeitem2;
export { basketchangeitem2 as "basketChangeItem" }