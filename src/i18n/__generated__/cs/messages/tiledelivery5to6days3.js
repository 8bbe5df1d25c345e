/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery5to6days3Inputs */

const cs_tiledelivery5to6days3 = /** @type {(inputs: Tiledelivery5to6days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 5–6 pracovních dní`)
};

/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledelivery5to6days3 = cs_tiledelivery5to6days3;
export { tiledelivery5to6days3 as "tileDelivery5To6Days" }