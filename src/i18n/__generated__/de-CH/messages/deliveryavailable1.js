/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryavailable1Inputs */

const de_ch2_deliveryavailable1 = /** @type {(inputs: Deliveryavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferzeit 2–4 Werktage`)
};

/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const deliveryavailable1 = de_ch2_deliveryavailable1;
export { deliveryavailable1 as "deliveryAvailable" }