/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery5to6days2Inputs */

const nl_delivery5to6days2 = /** @type {(inputs: Delivery5to6days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 5–6 werkdagen`)
};

/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const delivery5to6days2 = nl_delivery5to6days2;
export { delivery5to6days2 as "delivery5To6Days" }