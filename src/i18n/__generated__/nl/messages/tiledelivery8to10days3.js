/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery8to10days3Inputs */

const nl_tiledelivery8to10days3 = /** @type {(inputs: Tiledelivery8to10days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 8–10 werkdagen`)
};

/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledelivery8to10days3 = nl_tiledelivery8to10days3;
export { tiledelivery8to10days3 as "tileDelivery8To10Days" }