/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdeliverystatechanged3Inputs */

const sv_basketdeliverystatechanged3 = /** @type {(inputs: Basketdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveransstatusen har ändrats för några varor i din varukorg. Kontrollera din varukorg.`)
};

/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdeliverystatechanged3 = sv_basketdeliverystatechanged3;
export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" }