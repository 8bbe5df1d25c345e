/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery2to3weeks3Inputs */

const nl_tiledelivery2to3weeks3 = /** @type {(inputs: Tiledelivery2to3weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering binnen 2–3 weken`)
};

/**

* @param {Tiledelivery2to3weeks3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tiledelivery2to3weeks3 = nl_tiledelivery2to3weeks3;
export { tiledelivery2to3weeks3 as "tileDelivery2To3Weeks" }