/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery1to2weeks2Inputs */

const cs_delivery1to2weeks2 = /** @type {(inputs: Delivery1to2weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 1–2 týdny`)
};

/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const delivery1to2weeks2 = cs_delivery1to2weeks2;
export { delivery1to2weeks2 as "delivery1To2Weeks" }