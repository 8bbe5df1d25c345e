/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery2to3weeks3Inputs */

const sk_tiledelivery2to3weeks3 = /** @type {(inputs: Tiledelivery2to3weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doručenie za 2–3 týždne`)
};

/**

* @param {Tiledelivery2to3weeks3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledelivery2to3weeks3 = sk_tiledelivery2to3weeks3;
export { tiledelivery2to3weeks3 as "tileDelivery2To3Weeks" }