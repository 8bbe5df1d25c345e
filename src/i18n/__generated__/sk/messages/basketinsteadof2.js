/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketinsteadof2Inputs */

const sk_basketinsteadof2 = /** @type {(inputs: Basketinsteadof2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`namiesto`)
};

/**

* @param {Basketinsteadof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketinsteadof2 = sk_basketinsteadof2;
export { basketinsteadof2 as "basketInsteadOf" }