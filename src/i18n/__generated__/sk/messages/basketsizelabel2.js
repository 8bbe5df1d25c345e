/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsizelabel2Inputs */

const sk_basketsizelabel2 = /** @type {(inputs: Basketsizelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veľkosť`)
};

/**

* @param {Basketsizelabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketsizelabel2 = sk_basketsizelabel2;
export { basketsizelabel2 as "basketSizeLabel" }