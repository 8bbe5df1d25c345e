/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantitylabel2Inputs */

const de_ch2_basketquantitylabel2 = /** @type {(inputs: Basketquantitylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge`)
};

/**

* @param {Basketquantitylabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketquantitylabel2 = de_ch2_basketquantitylabel2;
export { basketquantitylabel2 as "basketQuantityLabel" }