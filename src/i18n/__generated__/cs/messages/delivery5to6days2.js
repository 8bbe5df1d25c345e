/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery5to6days2Inputs */

const cs_delivery5to6days2 = /** @type {(inputs: Delivery5to6days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 5–6 pracovních dní`)
};

/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const delivery5to6days2 = cs_delivery5to6days2;
export { delivery5to6days2 as "delivery5To6Days" }