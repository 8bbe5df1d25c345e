/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoveitem2Inputs */

const de_ch2_basketremoveitem2 = /** @type {(inputs: Basketremoveitem2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

/**

* @param {Basketremoveitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketremoveitem2 = de_ch2_basketremoveitem2;
export { basketremoveitem2 as "basketRemoveItem" }