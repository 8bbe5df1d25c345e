/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryavailable2Inputs */

const sv_tiledeliveryavailable2 = /** @type {(inputs: Tiledeliveryavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveranstid 2–4 arbetsdagar`)
};

/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliveryavailable2 = sv_tiledeliveryavailable2;
export { tiledeliveryavailable2 as "tileDeliveryAvailable" }