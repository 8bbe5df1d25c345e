/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchange1Inputs */

const sk_basketchange1 = /** @type {(inputs: Basketchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmeniť`)
};

/**

* @param {Basketchange1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketchange1 = sk_basketchange1;
export { basketchange1 as "basketChange" }