/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery8to10days3Inputs */

const cs_tiledelivery8to10days3 = /** @type {(inputs: Tiledelivery8to10days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 8–10 pracovních dní`)
};

/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledelivery8to10days3 = cs_tiledelivery8to10days3;
export { tiledelivery8to10days3 as "tileDelivery8To10Days" }