/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantitylabel2Inputs */

const de_basketquantitylabel2 = /** @type {(inputs: Basketquantitylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge`)
};

/**

* @param {Basketquantitylabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketquantitylabel2 = de_basketquantitylabel2;
export { basketquantitylabel2 as "basketQuantityLabel" }