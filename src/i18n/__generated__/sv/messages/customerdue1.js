/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdue1Inputs */

const sv_customerdue1 = /** @type {(inputs: Customerdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(obetalt)`)
};

/**

* @param {Customerdue1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdue1 = sv_customerdue1;
export { customerdue1 as "customerDue" }