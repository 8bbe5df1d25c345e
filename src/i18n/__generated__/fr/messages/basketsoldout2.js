/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsoldout2Inputs */

const fr_basketsoldout2 = /** @type {(inputs: Basketsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(épuisé)`)
};

/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketsoldout2 = fr_basketsoldout2;
export { basketsoldout2 as "basketSoldOut" }