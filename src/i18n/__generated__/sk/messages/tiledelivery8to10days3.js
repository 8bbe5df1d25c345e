/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery8to10days3Inputs */

const sk_tiledelivery8to10days3 = /** @type {(inputs: Tiledelivery8to10days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 8–10 pracovných dní`)
};

/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledelivery8to10days3 = sk_tiledelivery8to10days3;
export { tiledelivery8to10days3 as "tileDelivery8To10Days" }