/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery5to6days2Inputs */

const de_ch2_delivery5to6days2 = /** @type {(inputs: Delivery5to6days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 5–6 Werktagen`)
};

/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const delivery5to6days2 = de_ch2_delivery5to6days2;
export { delivery5to6days2 as "delivery5To6Days" }