/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery1to2weeks3Inputs */

const sk_tiledelivery1to2weeks3 = /** @type {(inputs: Tiledelivery1to2weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 1–2 týždne`)
};

/**

* @param {Tiledelivery1to2weeks3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledelivery1to2weeks3 = sk_tiledelivery1to2weeks3;
export { tiledelivery1to2weeks3 as "tileDelivery1To2Weeks" }