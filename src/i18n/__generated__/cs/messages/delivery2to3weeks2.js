/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery2to3weeks2Inputs */

const cs_delivery2to3weeks2 = /** @type {(inputs: Delivery2to3weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručení za 2–3 týdny`)
};

/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const delivery2to3weeks2 = cs_delivery2to3weeks2;
export { delivery2to3weeks2 as "delivery2To3Weeks" }