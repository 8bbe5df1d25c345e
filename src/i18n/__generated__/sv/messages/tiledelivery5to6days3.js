/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery5to6days3Inputs */

const sv_tiledelivery5to6days3 = /** @type {(inputs: Tiledelivery5to6days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 5–6 arbetsdagar`)
};

/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledelivery5to6days3 = sv_tiledelivery5to6days3;
export { tiledelivery5to6days3 as "tileDelivery5To6Days" }