/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystateavailable2Inputs */

const de_ch2_deliverystateavailable2 = /** @type {(inputs: Deliverystateavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel verfügbar`)
};

/**

* @param {Deliverystateavailable2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const deliverystateavailable2 = de_ch2_deliverystateavailable2;
export { deliverystateavailable2 as "deliveryStateAvailable" }