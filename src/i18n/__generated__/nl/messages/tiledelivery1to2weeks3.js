/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery1to2weeks3Inputs */

const nl_tiledelivery1to2weeks3 = /** @type {(inputs: Tiledelivery1to2weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 1–2 weken`)
};

/**

* @param {Tiledelivery1to2weeks3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledelivery1to2weeks3 = nl_tiledelivery1to2weeks3;
export { tiledelivery1to2weeks3 as "tileDelivery1To2Weeks" }