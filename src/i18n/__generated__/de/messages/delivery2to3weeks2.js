/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery2to3weeks2Inputs */

const de_delivery2to3weeks2 = /** @type {(inputs: Delivery2to3weeks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 2–3 Wochen`)
};

/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const delivery2to3weeks2 = de_delivery2to3weeks2;
export { delivery2to3weeks2 as "delivery2To3Weeks" }