/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketforwarding1Inputs */

const sk_basketforwarding1 = /** @type {(inputs: Basketforwarding1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doprava špedíciou`)
};

/**

* @param {Basketforwarding1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketforwarding1 = sk_basketforwarding1;
export { basketforwarding1 as "basketForwarding" }