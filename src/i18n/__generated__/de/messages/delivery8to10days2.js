/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery8to10days2Inputs */

const de_delivery8to10days2 = /** @type {(inputs: Delivery8to10days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferung in 8–10 Werktagen`)
};

/**

* @param {Delivery8to10days2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const delivery8to10days2 = de_delivery8to10days2;
export { delivery8to10days2 as "delivery8To10Days" }