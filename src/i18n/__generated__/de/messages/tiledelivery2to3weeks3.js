/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledelivery2to3weeks3Inputs */

const de_tiledelivery2to3weeks3 = /** @type {(inputs: Tiledelivery2to3weeks3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 2–3 Wochen`)
};

/**

* @param {Tiledelivery2to3weeks3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tiledelivery2to3weeks3 = de_tiledelivery2to3weeks3;
export { tiledelivery2to3weeks3 as "tileDelivery2To3Weeks" }