/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery1to2weeks3Inputs */

const sv_tiledelivery1to2weeks3 = /** @type {(inputs: Tiledelivery1to2weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 1–2 veckor`)
};

/**

* @param {Tiledelivery1to2weeks3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledelivery1to2weeks3 = sv_tiledelivery1to2weeks3;
export { tiledelivery1to2weeks3 as "tileDelivery1To2Weeks" }