/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery1to2weeks3Inputs */

const cs_tiledelivery1to2weeks3 = /** @type {(inputs: Tiledelivery1to2weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 1–2 týdny`)
};

/**

* @param {Tiledelivery1to2weeks3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledelivery1to2weeks3 = cs_tiledelivery1to2weeks3;
export { tiledelivery1to2weeks3 as "tileDelivery1To2Weeks" }