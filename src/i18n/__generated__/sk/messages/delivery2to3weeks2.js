/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery2to3weeks2Inputs */

const sk_delivery2to3weeks2 = /** @type {(inputs: Delivery2to3weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 2–3 týždne`)
};

/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const delivery2to3weeks2 = sk_delivery2to3weeks2;
export { delivery2to3weeks2 as "delivery2To3Weeks" }