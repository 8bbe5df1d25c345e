/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketinsteadof2Inputs */

const cs_basketinsteadof2 = /** @type {(inputs: Basketinsteadof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`místo`)
};

/**

* @param {Basketinsteadof2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketinsteadof2 = cs_basketinsteadof2;
export { basketinsteadof2 as "basketInsteadOf" }