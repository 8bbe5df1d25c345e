/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryavailable2Inputs */

const de_tiledeliveryavailable2 = /** @type {(inputs: Tiledeliveryavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferzeit 2–4 Werktage`)
};

/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tiledeliveryavailable2 = de_tiledeliveryavailable2;
export { tiledeliveryavailable2 as "tileDeliveryAvailable" }