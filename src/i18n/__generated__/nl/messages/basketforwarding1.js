/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketforwarding1Inputs */

const nl_basketforwarding1 = /** @type {(inputs: Basketforwarding1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering door expediteur`)
};

/**

* @param {Basketforwarding1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketforwarding1 = nl_basketforwarding1;
export { basketforwarding1 as "basketForwarding" }