/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery2to3weeks3Inputs */

const cs_tiledelivery2to3weeks3 = /** @type {(inputs: Tiledelivery2to3weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 2–3 týdny`)
};

/**

* @param {Tiledelivery2to3weeks3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledelivery2to3weeks3 = cs_tiledelivery2to3weeks3;
export { tiledelivery2to3weeks3 as "tileDelivery2To3Weeks" }