/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery2to3weeks2Inputs */

const nl_delivery2to3weeks2 = /** @type {(inputs: Delivery2to3weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 2–3 weken`)
};

/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const delivery2to3weeks2 = nl_delivery2to3weeks2;
export { delivery2to3weeks2 as "delivery2To3Weeks" }