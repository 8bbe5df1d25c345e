/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery1to2weeks2Inputs */

const nl_delivery1to2weeks2 = /** @type {(inputs: Delivery1to2weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 1–2 weken`)
};

/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const delivery1to2weeks2 = nl_delivery1to2weeks2;
export { delivery1to2weeks2 as "delivery1To2Weeks" }