/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantitylabel2Inputs */

const sk_basketquantitylabel2 = /** @type {(inputs: Basketquantitylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Množstvo`)
};

/**

* @param {Basketquantitylabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketquantitylabel2 = sk_basketquantitylabel2;
export { basketquantitylabel2 as "basketQuantityLabel" }