/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketinsteadof2Inputs */

const sv_basketinsteadof2 = /** @type {(inputs: Basketinsteadof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`i stället för`)
};

/**

* @param {Basketinsteadof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketinsteadof2 = sv_basketinsteadof2;
export { basketinsteadof2 as "basketInsteadOf" }