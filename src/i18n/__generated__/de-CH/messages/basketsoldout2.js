/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsoldout2Inputs */

const de_ch2_basketsoldout2 = /** @type {(inputs: Basketsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ausverkauft)`)
};

/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketsoldout2 = de_ch2_basketsoldout2;
export { basketsoldout2 as "basketSoldOut" }