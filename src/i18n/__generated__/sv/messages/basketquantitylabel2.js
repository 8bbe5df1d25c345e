/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketquantitylabel2Inputs */

const sv_basketquantitylabel2 = /** @type {(inputs: Basketquantitylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antal`)
};

/**

* @param {Basketquantitylabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketquantitylabel2 = sv_basketquantitylabel2;
export { basketquantitylabel2 as "basketQuantityLabel" }