/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoved1Inputs */

const de_basketremoved1 = /** @type {(inputs: Basketremoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`»${i?.name}« wurde aus dem Warenkorb entfernt.`)
};

/**

* @param {Basketremoved1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketremoved1 = de_basketremoved1;
export { basketremoved1 as "basketRemoved" }