/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdue1Inputs */

const nl_customerdue1 = /** @type {(inputs: Customerdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(open)`)
};

/**

* @param {Customerdue1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdue1 = nl_customerdue1;
export { customerdue1 as "customerDue" }