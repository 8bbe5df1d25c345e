/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Basketremoved1Inputs */

const sk_basketremoved1 = /** @type {(inputs: Basketremoved1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ bolo odstránené z košíka.`)
};

/**

* @param {Basketremoved1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketremoved1 = sk_basketremoved1;
export { basketremoved1 as "basketRemoved" }