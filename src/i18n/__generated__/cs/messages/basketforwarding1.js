/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketforwarding1Inputs */

const cs_basketforwarding1 = /** @type {(inputs: Basketforwarding1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doprava spedicí`)
};

/**

* @param {Basketforwarding1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketforwarding1 = cs_basketforwarding1;
export { basketforwarding1 as "basketForwarding" }