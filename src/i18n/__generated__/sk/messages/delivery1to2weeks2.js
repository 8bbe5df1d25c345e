/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery1to2weeks2Inputs */

const sk_delivery1to2weeks2 = /** @type {(inputs: Delivery1to2weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 1–2 týždne`)
};

/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const delivery1to2weeks2 = sk_delivery1to2weeks2;
export { delivery1to2weeks2 as "delivery1To2Weeks" }