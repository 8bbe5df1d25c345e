/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryavailable2Inputs */

const nl_tiledeliveryavailable2 = /** @type {(inputs: Tiledeliveryavailable2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levertijd 2–4 werkdagen`)
};

/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledeliveryavailable2 = nl_tiledeliveryavailable2;
export { tiledeliveryavailable2 as "tileDeliveryAvailable" }