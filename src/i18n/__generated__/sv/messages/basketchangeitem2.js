/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketchangeitem2Inputs */

const sv_basketchangeitem2 = /** @type {(inputs: Basketchangeitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ändra ${i?.name}`)
};

/**

* @param {Basketchangeitem2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketchangeitem2 = sv_basketchangeitem2;
export { basketchangeitem2 as "basketChangeItem" }