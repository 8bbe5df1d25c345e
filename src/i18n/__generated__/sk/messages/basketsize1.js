/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsize1Inputs */

const sk_basketsize1 = /** @type {(inputs: Basketsize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veľkosť:`)
};

/**

* @param {Basketsize1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketsize1 = sk_basketsize1;
export { basketsize1 as "basketSize" }