/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery5to6days3Inputs */

const nl_tiledelivery5to6days3 = /** @type {(inputs: Tiledelivery5to6days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 5–6 werkdagen`)
};

/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledelivery5to6days3 = nl_tiledelivery5to6days3;
export { tiledelivery5to6days3 as "tileDelivery5To6Days" }