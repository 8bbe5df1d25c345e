/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantitylabel2Inputs */

const cs_basketquantitylabel2 = /** @type {(inputs: Basketquantitylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Množství`)
};

/**

* @param {Basketquantitylabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketquantitylabel2 = cs_basketquantitylabel2;
export { basketquantitylabel2 as "basketQuantityLabel" }