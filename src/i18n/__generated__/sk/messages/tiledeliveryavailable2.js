/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryavailable2Inputs */

const sk_tiledeliveryavailable2 = /** @type {(inputs: Tiledeliveryavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 2–4 pracovné dni`)
};

/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliveryavailable2 = sk_tiledeliveryavailable2;
export { tiledeliveryavailable2 as "tileDeliveryAvailable" }