/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryavailable2Inputs */

const cs_tiledeliveryavailable2 = /** @type {(inputs: Tiledeliveryavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 2–4 pracovní dny`)
};

/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliveryavailable2 = cs_tiledeliveryavailable2;
export { tiledeliveryavailable2 as "tileDeliveryAvailable" }