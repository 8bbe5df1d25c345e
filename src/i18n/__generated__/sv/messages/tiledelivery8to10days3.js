/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery8to10days3Inputs */

const sv_tiledelivery8to10days3 = /** @type {(inputs: Tiledelivery8to10days3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 8–10 arbetsdagar`)
};

/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledelivery8to10days3 = sv_tiledelivery8to10days3;
export { tiledelivery8to10days3 as "tileDelivery8To10Days" }