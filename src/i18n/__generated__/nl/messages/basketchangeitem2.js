/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketchangeitem2Inputs */

const nl_basketchangeitem2 = /** @type {(inputs: Basketchangeitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wijzigen`)
};

/**

* @param {Basketchangeitem2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketchangeitem2 = nl_basketchangeitem2;
export { basketchangeitem2 as "basketChangeItem" }