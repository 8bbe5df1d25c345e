/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdue1Inputs */

const cs_customerdue1 = /** @type {(inputs: Customerdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(k úhradě)`)
};

/**

* @param {Customerdue1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdue1 = cs_customerdue1;
export { customerdue1 as "customerDue" }