/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery1to2weeks2Inputs */

const sv_delivery1to2weeks2 = /** @type {(inputs: Delivery1to2weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 1–2 veckor`)
};

/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const delivery1to2weeks2 = sv_delivery1to2weeks2;
export { delivery1to2weeks2 as "delivery1To2Weeks" }