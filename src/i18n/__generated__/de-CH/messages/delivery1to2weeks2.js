/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery1to2weeks2Inputs */

const de_ch2_delivery1to2weeks2 = /** @type {(inputs: Delivery1to2weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 1–2 Wochen`)
};

/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const delivery1to2weeks2 = de_ch2_delivery1to2weeks2;
export { delivery1to2weeks2 as "delivery1To2Weeks" }