/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoved1Inputs */

const cs_basketremoved1 = /** @type {(inputs: Basketremoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ bylo odebráno z košíku.`)
};

/**

* @param {Basketremoved1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketremoved1 = cs_basketremoved1;
export { basketremoved1 as "basketRemoved" }