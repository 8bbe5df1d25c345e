/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery5to6days2Inputs */

const sk_delivery5to6days2 = /** @type {(inputs: Delivery5to6days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 5–6 pracovných dní`)
};

/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const delivery5to6days2 = sk_delivery5to6days2;
export { delivery5to6days2 as "delivery5To6Days" }