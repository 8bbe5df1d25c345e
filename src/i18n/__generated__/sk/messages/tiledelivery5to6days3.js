/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery5to6days3Inputs */

const sk_tiledelivery5to6days3 = /** @type {(inputs: Tiledelivery5to6days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 5–6 pracovných dní`)
};

/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledelivery5to6days3 = sk_tiledelivery5to6days3;
export { tiledelivery5to6days3 as "tileDelivery5To6Days" }