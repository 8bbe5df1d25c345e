/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketinsteadof2Inputs */

const nl_basketinsteadof2 = /** @type {(inputs: Basketinsteadof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in plaats van`)
};

/**

* @param {Basketinsteadof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketinsteadof2 = nl_basketinsteadof2;
export { basketinsteadof2 as "basketInsteadOf" }