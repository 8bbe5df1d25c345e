/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery2to3weeks3Inputs */

const sv_tiledelivery2to3weeks3 = /** @type {(inputs: Tiledelivery2to3weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 2–3 veckor`)
};

/**

* @param {Tiledelivery2to3weeks3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledelivery2to3weeks3 = sv_tiledelivery2to3weeks3;
export { tiledelivery2to3weeks3 as "tileDelivery2To3Weeks" }