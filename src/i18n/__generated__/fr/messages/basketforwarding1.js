/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketforwarding1Inputs */

const fr_basketforwarding1 = /** @type {(inputs: Basketforwarding1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison par transporteur`)
};

/**

* @param {Basketforwarding1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketforwarding1 = fr_basketforwarding1;
export { basketforwarding1 as "basketForwarding" }