/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketinsteadof2Inputs */

const fr_basketinsteadof2 = /** @type {(inputs: Basketinsteadof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au lieu de`)
};

/**

* @param {Basketinsteadof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketinsteadof2 = fr_basketinsteadof2;
export { basketinsteadof2 as "basketInsteadOf" }