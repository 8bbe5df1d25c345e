/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery2to3weeks2Inputs */

const sv_delivery2to3weeks2 = /** @type {(inputs: Delivery2to3weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 2–3 veckor`)
};

/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const delivery2to3weeks2 = sv_delivery2to3weeks2;
export { delivery2to3weeks2 as "delivery2To3Weeks" }