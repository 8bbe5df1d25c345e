/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoveitem2Inputs */

const nl_basketremoveitem2 = /** @type {(inputs: Basketremoveitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verwijderen`)
};

/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketremoveitem2 = nl_basketremoveitem2;
export { basketremoveitem2 as "basketRemoveItem" }